// Offline that keeps the site's frame: the worker reads the public content ahead when it installs,
// so pages never visited still show; a page that was never kept says so inside the layout; and a
// member offline sees the last known balance with its time, while money actions say they need a
// connection. Chromium only (service workers).
import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD, TOKEN_COOKIE, markNewsSeen, test } from './helpers'

test.use({ serviceWorkers: 'allow' })
test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

async function waitForControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** The API paths kept for offline use, with the language each was kept in. */
async function keptContent(page: Page) {
  return page.evaluate(async () => {
    const requests = await (await caches.open('public-content')).keys()
    return requests.map((request) => {
      const url = new URL(request.url)
      return { path: url.pathname, lang: url.searchParams.get('__lang') }
    })
  })
}

/** The header with its buttons, the navigation, the language switcher and the footer. */
async function expectFrame(page: Page) {
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('button', { name: '로그인' })).toBeVisible()
  await expect(banner.getByRole('navigation', { name: '메인 메뉴' })).toBeVisible()
  await expect(banner.getByRole('combobox', { name: '언어' })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '이용약관' })).toBeVisible()
}

test('after one visit to the home page, offline, pages never visited show their content inside the layout', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'kr', url: baseURL! }])
  await page.goto('/')
  await waitForControl(page)
  // Installing, the worker read the public content ahead, in the visitor's language only.
  const kept = await keptContent(page)
  for (const path of ['/api/Qa/getQaList', '/api/Content/getLegalPage', '/api/Promotion/getPromotionList', '/api/Promotion/getPromotionDetail']) {
    expect(kept).toContainEqual({ path, lang: 'kr' })
  }
  expect(new Set(kept.map((entry) => entry.lang))).toEqual(new Set(['kr']))

  await context.setOffline(true)
  for (const [path, heading, content] of [
    ['/qa', '자주 묻는 질문', '회원가입은 어떻게 하나요?'],
    ['/privacyPolicy', '개인정보처리방침', '수집하는 개인정보'],
    ['/promotions', '프로모션', '첫 입금 100% 보너스 (최대 $500)'],
    ['/promotions/welcome/first-deposit', '첫 입금 100% 보너스 (최대 $500)', '지금 가입하시면'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('main').getByText(content).first()).toBeVisible()
    await expectFrame(page)
  }

  // A lobby page past the first was never kept: the offline view says so, and the frame stays.
  await page.goto('/Categories/slots?page=2')
  await expect(page.getByRole('heading', { level: 1, name: '오프라인 상태입니다' })).toBeVisible()
  await expectFrame(page)
})

test('a member offline sees the last known balance with its time, and binding a card waits for the connection', async ({ page, context, request, baseURL }) => {
  const grant = await request.post('/api/Member/memberLogin', { data: { username: 'demo', password: DEMO_PASSWORD } })
  const { token } = (await grant.json()) as { token: string }
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL! }])
  await page.goto('/member/withdrawal')
  const balance = page.getByRole('banner').getByTestId('header-balance')
  await expect(balance).toContainText(/^Balance\$[\d,]+\.\d{2}/)
  await page.getByRole('button', { name: 'Add bank account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add bank account' })
  const submit = dialog.getByRole('button', { name: 'Add account' })
  await expect(submit).toBeEnabled()

  await context.setOffline(true)
  await expect(submit).toBeDisabled()
  await expect(dialog.getByRole('status')).toHaveText("This needs a connection. You're offline; try again once you're back online.")
  await dialog.getByLabel('Branch').fill('Jamsil Branch')
  await page.keyboard.press('Escape')
  await expect(balance).toContainText(/^Balance at \d{2}:\d{2}\$[\d,]+\.\d{2}/)
  await balance.click()
  await expect(page.getByText(/^You're offline: the balance shown was read at \d{2}:\d{2}\.$/)).toBeVisible()

  await context.setOffline(false)
  await expect(balance).toContainText(/^Balance\$/)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Add bank account' }).click()
  await expect(submit).toBeEnabled()
  await expect(dialog.getByRole('status')).toHaveCount(0)
})

test('the game artwork seen online shows offline', async ({ page, context }) => {
  await page.goto('/Categories/fishing')
  await waitForControl(page)
  // The first load came before the worker took control; this one goes through it.
  await page.reload()
  const artShown = () =>
    page.waitForFunction(() => {
      const art = [...document.querySelectorAll<HTMLImageElement>('.game-card img')].slice(0, 4)
      return art.length === 4 && art.every((image) => image.complete && image.naturalWidth > 0)
    })
  await artShown()
  // The worker kept them itself, not only the browser's HTTP cache.
  const kept = await page.evaluate(async () => (await (await caches.open('media')).keys()).map((request) => new URL(request.url).pathname))
  expect(kept.filter((path) => path.startsWith('/media/games/')).length).toBeGreaterThanOrEqual(4)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await artShown()
})
