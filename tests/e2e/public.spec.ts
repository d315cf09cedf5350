import { expect, type Locator, type Page } from '@playwright/test'
import { expectDrawnLikeTheApp } from './drawnLikeTheApp'
import { catalogueGameNames, login, markNewsSeen, test } from './helpers'

// With the service worker, as a visitor has it: the pages must log no error while it installs.
test.use({ serviceWorkers: 'allow' })

const DAY_SECONDS = 86_400
const languages = ['en', 'kr', 'tw', 'vn'] as const


function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

const routes = [
  '/',
  '/announcement',
  '/Categories/slots',
  '/Categories/slots/pragmatic',
  '/Categories/live-casino/evolution/baccarat',
  '/promotions',
  '/promotions/welcome/sports/free-bet',
  '/qa',
  '/privacyPolicy',
  '/responsibleGaming',
  '/terms-of-service',
  '/termsOfService',
]

for (const lang of languages) {
  test(`every public page renders in ${lang} with no console errors`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: lang, url: baseURL! }])
    const errors = collectErrors(page)
    for (const path of routes) {
      await page.goto(path)
      await expect(page.locator('main h1')).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', { en: 'en-US', kr: 'ko-KR', tw: 'zh-TW', vn: 'vi-VN' }[lang])
    }
    expect(errors).toEqual([])
  })
}

test('server content follows the language: the lobby refetches after a switch', async ({ page }) => {
  await page.goto('/Categories/slots')
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible()
  await page.getByRole('banner').getByLabel('Language').selectOption('kr')
  await expect(page.getByRole('heading', { level: 1, name: '슬롯' })).toBeVisible()
  await expect(page.getByRole('button', { name: '황금 버팔로', exact: true })).toBeVisible()
  await page.goto('/responsibleGaming')
  await expect(page.getByText('1336').first()).toBeVisible()
})

test('the news pop-ups show once each and set 1-day cookies', async ({ page, baseURL }) => {
  await page.goto('/')
  const news = page.getByRole('dialog', { name: 'Latest news' })
  await expect(news).toBeVisible()
  await expect(news.getByRole('heading', { name: 'Scheduled maintenance this Thursday' })).toBeVisible()
  const now = Date.now() / 1000
  const cookies = await page.context().cookies(baseURL!)
  const flag = cookies.find((c) => c.name === 'lh_news_seen')
  expect(flag?.expires).toBeGreaterThan(now + DAY_SECONDS - 120)
  expect(flag?.expires).toBeLessThan(now + DAY_SECONDS + 120)

  await news.getByRole('button', { name: 'Got it' }).click()
  const imagePop = page.getByRole('dialog', { name: 'Notice' })
  await expect(imagePop.getByRole('heading', { name: 'Lucky draw week: double tickets' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(imagePop.getByRole('heading', { name: 'Slots tournament: 50,000 points prize pool' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const imageFlags = (await page.context().cookies(baseURL!)).filter((c) => c.name.startsWith('lh_news_img_'))
  expect(imageFlags).toHaveLength(2)
  for (const cookie of imageFlags) expect(Math.abs(cookie.expires - (now + DAY_SECONDS))).toBeLessThan(120)

  // The page's clock skips the pop-ups' untouched delay; the short real wait lets a pop-up that was
  // owed render before the check.
  await page.clock.install()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Slots, live casino and sports in one place' })).toBeVisible()
  await page.clock.runFor(2000)
  await page.waitForTimeout(500)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

/**
 * Moves the page's paused clock on in small steps until `locator` is visible: the app starts and
 * renders only as its timers fire, so no more than a step of the page's time passes unseen.
 */
async function runClockUntilVisible(page: Page, locator: Locator) {
  await expect.poll(async () => {
    await page.clock.runFor(50)
    return locator.isVisible()
  }, { intervals: [50] }).toBe(true)
}

test('a visitor who acts at once is not interrupted by the news pop-ups', async ({ page }) => {
  // The page's time moves only as the test moves it. With it flowing, a busy machine could take longer
  // than the pop-ups' 1.5 s between the app's first render and the click, and the news came first.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
  await page.goto('/')
  const login = page.getByRole('banner').getByRole('button', { name: 'Log in' })
  await runClockUntilVisible(page, login)
  await login.click()
  // Acted: from here time may flow (the dialogs' accessibility check, run as each opens, needs it).
  await page.clock.resume()
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
  await page.clock.runFor(2000)
  await page.waitForTimeout(500)
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await page.clock.runFor(2000)
  await page.waitForTimeout(500)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the announcement ticker moves once the page has loaded, and only while it is on screen', async ({ page, baseURL }) => {
  await markNewsSeen(page.context(), baseURL!)
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.ticker[data-moving]')) return
      ;(window as unknown as { tickerMovedAt: number }).tickerMovedAt = performance.now()
      observer.disconnect()
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-moving'], childList: true })
  })
  await page.goto('/')
  const ticker = page.getByRole('region', { name: 'Latest announcements' })
  await ticker.scrollIntoViewIfNeeded()
  await expect(ticker).toHaveAttribute('data-moving', 'true')
  const { movedAt, loadEnd } = await page.evaluate(() => ({
    movedAt: (window as unknown as { tickerMovedAt: number }).tickerMovedAt,
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }))
  expect(loadEnd).toBeGreaterThan(0)
  expect(movedAt).toBeGreaterThanOrEqual(loadEnd)
  const runningAnimations = () => ticker.locator('.ticker-track').evaluate((track) => track.getAnimations().filter((a) => a.playState === 'running').length)
  expect(await runningAnimations()).toBe(1)

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(ticker).not.toHaveAttribute('data-moving')
  expect(await runningAnimations()).toBe(0)
  await ticker.scrollIntoViewIfNeeded()
  await expect(ticker).toHaveAttribute('data-moving', 'true')
})

test('on a phone the home page asks for the art of the tiles near the screen only, and of the others as they scroll near', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await markNewsSeen(context, baseURL!)
  const page = await context.newPage()
  const art = new Set<string>()
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/media/games/')) art.add(sent.url())
  })
  await page.goto('/')
  const lastTile = page.locator('.game-card').last()
  await expect(lastTile.locator('.game-name')).toBeAttached()
  await page.waitForLoadState('networkidle')
  const tiles = await page.locator('.game-card').count()
  expect(art.size).toBeGreaterThan(0)
  expect(art.size).toBeLessThan(tiles / 2)
  await expect(lastTile.locator('img')).not.toHaveAttribute('src')

  await lastTile.scrollIntoViewIfNeeded()
  await expect(lastTile.locator('img')).toHaveAttribute('src', /\/media\/games\//)
  await expect.poll(() => lastTile.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await context.close()
})

test('the featured promotion opens PromotionPop from the home page', async ({ page, baseURL }) => {
  await markNewsSeen(page.context(), baseURL!)
  await page.goto('/')
  await page.getByRole('button', { name: '100% first deposit bonus up to $500' }).click()
  const pop = page.getByRole('dialog', { name: 'Featured promotion' })
  await expect(pop.getByRole('heading', { name: '100% first deposit bonus up to $500' })).toBeVisible()
  await pop.getByRole('link', { name: 'Details and terms' }).click()
  await expect(page).toHaveURL(/\/promotions\/welcome\/first-deposit$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeVisible()
})

test('the page the server sends draws the hero where the app draws it, and its links work before the app runs', async ({ browser, baseURL }) => {
  await expectDrawnLikeTheApp(browser, {
    path: `${baseURL}/`,
    parts: ['header.site-header', '.hero h1', '.hero p', 'img.banner', '.hero-promotion > span'],
    shellReady: (page, locale) => expect(page.locator('.hero h1')).toHaveText(locale === 'en-US' ? 'Slots, live casino and sports in one place' : '슬롯, 라이브 카지노, 스포츠를 한곳에서'),
    beforeTheApp: async (page) => {
      await page.getByRole('link', { name: '100% first deposit bonus up to $500' }).click()
      await expect(page).toHaveURL(/\/promotions\/welcome\/first-deposit$/)
    },
    prepareApp: (context) => markNewsSeen(context, baseURL!),
    appReady: (page, locale) => expect(page.getByRole('button', { name: locale === 'en-US' ? 'Create your account' : '계정 만들기' })).toBeVisible(),
  })
})

test('the page the server sends draws the lobby where the app draws it; its links work before the app runs, its filters wait for it', async ({ browser, baseURL }) => {
  await expectDrawnLikeTheApp(browser, {
    path: `${baseURL}/Categories/slots`,
    parts: ['header.site-header', '.breadcrumb', 'main h1', '.page-intro', '.chip-row', '.chip[aria-current="page"]', '.lobby-filters input', '.lobby-filters select', '.result-count', '.game-card img', '.game-name', '.game-tag'],
    shellReady: (page, locale) => expect(page.getByRole('heading', { level: 1, name: locale === 'en-US' ? 'Slots' : '슬롯' })).toBeVisible(),
    beforeTheApp: async (page) => {
      // The filters need the app: until it runs they take no focus, so nothing typed there is lost.
      const search = page.getByRole('searchbox', { name: 'Search games' })
      await search.evaluate((input) => input.focus())
      await expect(search).not.toBeFocused()
      await page.getByRole('link', { name: 'CQ9' }).click()
      await expect(page).toHaveURL(/\/Categories\/slots\/cq9$/)
      await expect(page.getByText('Games: 45')).toBeVisible()
    },
    // The app draws its header with the lobby in one commit, so its login button says the lobby is the app's.
    appReady: (page, locale) => expect(page.getByRole('banner').getByRole('button', { name: locale === 'en-US' ? 'Log in' : '로그인' })).toBeVisible(),
  })
})

test('deep category and promotion paths resolve; unknown ones are 404', async ({ page }) => {
  await page.goto('/Categories/live-casino/evolution/baccarat')
  await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'You are here' })).toContainText('Baccarat')
  await expect(page.getByRole('button', { name: 'Speed Baccarat 2', exact: true })).toBeVisible()
  await expect(page.getByText('Games: 12')).toBeVisible()

  await page.goto('/promotions/welcome/sports/free-bet')
  await expect(page.getByRole('heading', { level: 1, name: '$10 free bet for new sports players' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Join now' }).last()).toBeVisible()

  await page.goto('/Categories/slots/nobody')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /Categories/slots/nobody' })).toBeVisible()
  await page.goto('/promotions/welcome/unknown')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /promotions/welcome/unknown' })).toBeVisible()
})

test('search, provider filter, sub-categories and paging narrow the lobby', async ({ page }) => {
  await page.goto('/Categories/slots')
  await expect(page.getByText('Games: 225')).toBeVisible()
  await expect(page.locator('.game-card')).toHaveCount(24)

  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText('Page 2 of 10')).toBeVisible()

  await page.getByLabel('Provider').selectOption('pg-soft')
  await expect(page.getByText('Games: 45')).toBeVisible()
  await expect(page.locator('.game-provider').first()).toHaveText('PG Soft')

  await page.getByLabel('Provider').selectOption('')
  await expect(page.getByText('Games: 225')).toBeVisible()
  await page.getByLabel('Search games').fill('dragon')
  await expect(page).toHaveURL(/q=dragon/)
  const names = page.locator('.game-name')
  await expect(names.first()).toContainText('Dragon')
  for (const name of await names.allTextContents()) expect(name).toContain('Dragon')

  await page.getByLabel('Search games').fill('no such game at all')
  await expect(page.getByText('No games match your search.')).toBeVisible()

  await page.goto('/Categories/live-casino')
  await page.getByRole('navigation', { name: 'Live casino: sub-categories' }).getByRole('link', { name: 'Evolution' }).click()
  await expect(page).toHaveURL(/\/Categories\/live-casino\/evolution$/)
  await expect(page.getByText('Games: 48')).toBeVisible()
})

test('a visitor who opens a game is asked to log in', async ({ page }) => {
  await page.goto('/Categories/fishing')
  await page.locator('.game-card').first().click()
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
})

test('a member who opens a game goes through the launch screen into it, and Back returns to the lobby', async ({ page, baseURL }) => {
  await markNewsSeen(page.context(), baseURL!)
  await page.goto('/Categories/fishing')
  await login(page)
  const card = catalogueGameNames(page).first()
  const game = await card.innerText()
  await card.click()
  await expect(page).toHaveURL(/\/api\/demo-games\/slot$/)
  await expect(page.getByRole('heading', { level: 1, name: game })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/Categories\/fishing$/)
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the Q&A is searchable and offers a guest question', async ({ page }) => {
  await page.goto('/qa')
  await expect(page.getByRole('heading', { level: 2, name: 'Withdrawals' })).toBeVisible()
  await page.getByLabel('Search questions').fill('USDT')
  await expect(page.getByText('Can I deposit with USDT?')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Withdrawals' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Ask us a question' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

/** Markup with inline handlers and styles: the CSP refuses it (and reports so) even while it is sanitized. */
const INLINE_HOSTILE = '<img src="x" onerror="window.__xss = 1"><p style="position: fixed" onclick="window.__xss = 2">styled</p><style>main { display: none }</style>'

async function expectNothingHostile(page: Page, alerts: string[]) {
  const main = page.locator('main')
  await expect(main.locator('script, style, form, input, iframe, svg, img[src="x"], [onerror], [onclick], [style], a[href^="javascript:"]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(alerts).toEqual([])
}

for (const [path, text] of [
  ['/announcement', 'Lucky Harbor never asks for your password'],
  ['/promotions/event/refer-a-friend', 'At most 10 referrals per month.'],
] as const) {
  test(`seeded hostile operator HTML on ${path} renders as text only`, async ({ page, baseURL }) => {
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.dismiss()
    })
    const errors = collectErrors(page)
    await markNewsSeen(page.context(), baseURL!)
    await page.goto(path)
    await expect(page.getByText(text)).toBeVisible()
    await expectNothingHostile(page, alerts)
    expect(errors).toEqual([])
  })
}

test('inline handlers and styles in an announcement are stripped, and the CSP refuses them meanwhile', async ({ page }) => {
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.dismiss()
  })
  const errors = collectErrors(page)
  await page.route('**/api/Announcement/getAnnouncementList', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { announcements: { html: string }[] }
    for (const announcement of body.announcements) announcement.html += INLINE_HOSTILE
    await route.fulfill({ response, json: body })
  })
  await page.goto('/announcement')
  await expect(page.getByText('styled').first()).toBeVisible()
  await expectNothingHostile(page, alerts)
  // Only the CSP's reports of what it refused while the sanitizer parsed the markup.
  expect(errors.filter((e) => !/Content Security Policy/.test(e))).toEqual([])
})
