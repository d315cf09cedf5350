// The pop-ups a member did not ask for (news, the unread notice, the daily sign-in, lucky draws) come
// from one queue: one at a time, in DECISIONS' order, at most three a visit, never over the login or
// a money flow.
import { expect, type APIRequestContext, type BrowserContext, type Page, type Request } from '@playwright/test'
import { DEMO_PASSWORD, TOKEN_COOKIE, markNewsSeen, offerInstall, submitLogin, test } from './helpers'

// The works-offline notice and the install offer take their turn in the same queue: the worker installs here.
test.use({ serviceWorkers: 'allow' })

/** Long enough for the next pop-up still owed to open once the one before it closed. */
const QUIET_MS = 4_000

/** How long a pop-up known to be owed may take: its code and picture load on a busy machine. */
const OWED_WITHIN_MS = 20_000

/**
 * Closes each pop-up as it comes, checking it is the only dialog on screen, until none comes for a
 * while; returns their names in the order they came. The first `owed` are known to come, so each may
 * take its time (a first visit loads the dialogs' code, waits 1.5 s untouched, loads each picture);
 * after them, QUIET_MS without one ends the turn.
 */
async function popUpsInTurn(page: Page, owed = 0): Promise<string[]> {
  const names: string[] = []
  const dialogs = page.getByRole('dialog')
  for (;;) {
    try {
      await dialogs.first().waitFor({ state: 'visible', timeout: names.length < owed ? OWED_WITHIN_MS : QUIET_MS })
    } catch {
      return names
    }
    await expect(dialogs).toHaveCount(1)
    const dialog = await dialogs.first().elementHandle()
    names.push(await dialogs.first().getByRole('heading', { level: 2 }).first().innerText())
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog!.evaluate((node) => node.isConnected)).toBe(false)
  }
}

/** The member hub, reached from the header's wallet menu: the same visit. */
async function openHub(page: Page) {
  await page.getByRole('banner').getByTestId('header-balance').click()
  await page.getByRole('banner').getByRole('link', { name: 'demo' }).click()
  await expect(page).toHaveURL(/\/member$/)
}

async function tokenOf(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/Member/memberLogin', { data: { username: 'demo', password: DEMO_PASSWORD } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** Every flag of the hub's offers and the unread notice cleared: as far as this browser knows, all are owed. */
async function offersOwed(context: BrowserContext, baseURL: string) {
  await markNewsSeen(context, baseURL)
  await context.clearCookies({ name: /^lh_(daily_check|draw_\d+|unread_told)$/ })
}

test('a first visit opens the news one pop-up at a time, and nothing more after the third', async ({ page }) => {
  await page.goto('/')
  // The seed's latest news and its two image announcements: the visit's three.
  expect(await popUpsInTurn(page, 3)).toEqual(['Latest news', 'Notice', 'Notice'])
  // The unread notice after login, and the hub's offers, wait for another visit.
  const login = await submitLogin(page)
  await expect(login).toBeHidden()
  expect(await popUpsInTurn(page)).toEqual([])
  await openHub(page)
  expect(await popUpsInTurn(page)).toEqual([])
})

test('after login, the unread notice and then the hub’s offers come one at a time, three in all', async ({ page, context, baseURL }) => {
  await offersOwed(context, baseURL!)
  await page.goto('/')
  await submitLogin(page)
  // The notice waits for the login dialog to close: never two dialogs on screen.
  const notice = page.getByRole('dialog', { name: 'You have unread messages' })
  await expect(notice).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(notice).toBeHidden()
  // The login's Log in button is gone: focus starts again at the page's heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await openHub(page)
  const offers = await popUpsInTurn(page)
  // What the hub owes today (the sign-in unless done, each draw the tickets pay for), in that order, two at most.
  expect(offers.length).toBeLessThanOrEqual(2)
  expect(offers).toEqual([...offers].sort((a, b) => ['Daily sign-in', 'Lucky draw'].indexOf(a) - ['Daily sign-in', 'Lucky draw'].indexOf(b)))
})

test('no offer opens over a money flow: leaving the hub for a deposit withdraws what was still coming', async ({ page, context, request, baseURL }) => {
  await offersOwed(context, baseURL!)
  await context.addCookies([{ name: TOKEN_COOKIE, value: await tokenOf(request), url: baseURL! }])
  // The hub's draws answer only once the member has moved on to a deposit.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/Activity/getLuckyDrawList*', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/member')
  // By keyboard: the global loading indicator the held call raises takes the pointer's clicks.
  await page.getByRole('region', { name: 'Your wallet' }).getByRole('link', { name: 'Deposit' }).press('Enter')
  await page.getByRole('button', { name: /^Deposit by / }).first().press('Enter')
  const deposit = page.getByRole('dialog', { name: 'Deposit' })
  await expect(deposit).toBeVisible()
  // The hub is gone, so its call may have been given up: either way it has settled.
  const drawsSettled = new Promise<void>((resolve) => {
    const settled = (request: Request) => request.url().includes('/api/Activity/getLuckyDrawList') && resolve()
    page.on('requestfinished', settled)
    page.on('requestfailed', settled)
  })
  release()
  await drawsSettled
  // An offer owed by that answer would open within a frame or two of it.
  await page.waitForTimeout(500)
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expect(deposit).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await popUpsInTurn(page)).toEqual([])
})

/**
 * Records, from the page's first mutation on, whether what `selector` finds ever showed and whether it
 * ever showed beside an open dialog: a moment between two checks of a test would be missed.
 */
async function watchBesideDialogs(page: Page, selector: string) {
  await page.addInitScript((watched) => {
    const seen = { shown: false, besideDialog: false }
    Object.assign(window, { __watched: seen })
    new MutationObserver(() => {
      if (!document.querySelector(watched)) return
      seen.shown = true
      if (document.querySelector('[role="dialog"]')) seen.besideDialog = true
    }).observe(document, { subtree: true, childList: true })
  }, selector)
  return () => page.evaluate(() => (window as unknown as { __watched: { shown: boolean; besideDialog: boolean } }).__watched)
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the works-offline notice waits for the first visit’s news pop-ups to close, so it covers none of them', async ({ page }) => {
    const notice = await watchBesideDialogs(page, '.toast-success')
    await page.goto('/')
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: OWED_WITHIN_MS })
    // The worker's first install is what the notice announces: done while the news is still open.
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.waitForTimeout(1_000)
    await expect(page.getByRole('dialog')).toBeVisible()
    expect((await notice()).shown).toBe(false)
    expect(await popUpsInTurn(page, 3)).toHaveLength(3)
    await expect.poll(notice).toEqual({ shown: true, besideDialog: false })
  })
})

test('the install offer comes after every pop-up, never beside one, and not after the visit’s third', async ({ page, context, baseURL }) => {
  const card = await watchBesideDialogs(page, '.pwa-card')
  const offer = page.getByRole('region', { name: 'Install the app' })
  await page.goto('/')
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: OWED_WITHIN_MS })
  await offerInstall(page)
  expect(await popUpsInTurn(page, 3)).toHaveLength(3)
  await expect(offer).toBeHidden()
  expect((await card()).shown).toBe(false)

  // Another visit with nothing owed: the offer shows, and steps aside while the member logs in.
  await markNewsSeen(context, baseURL!)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await offerInstall(page)
  await expect(offer).toBeVisible()
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
  await expect(offer).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(offer).toBeVisible()
})
