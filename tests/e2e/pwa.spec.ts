// The installable, offline-capable site against the built site on the real server: the service
// worker's first install, offline navigation, updates swapped in while pages are open, the install
// offer and the chunk-failure reload. Chromium only (service workers).
import { expect, type Page } from '@playwright/test'
import { contract } from '../../src/shared/contract'
import { restoreOriginalBuild, swapInNewBuild } from './builds'
import { DEMO_PASSWORD, TOKEN_COOKIE, markNewsSeen, navigate, offerInstall, test } from './helpers'

const HIDE_INSTALL_KEY = 'vite-pwa:hide-install'

test.use({ serviceWorkers: 'allow' })
test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

test.afterAll(() => restoreOriginalBuild())

async function waitForControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/**
 * Waits until the page's worker has nothing left to install or activate, then a moment more: a reload
 * the update would cause comes from these steps, so none can come after.
 */
async function waitForWorkerSettled(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return !!registration && !registration.installing && !registration.waiting && navigator.serviceWorker.controller?.state === 'activated'
  })
  await page.waitForTimeout(500)
}

/** The tab becoming visible again is one of the moments the site checks for a new version. */
async function returnToTab(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
}

function countLoads(page: Page) {
  const loads: number[] = []
  page.on('load', () => loads.push(Date.now()))
  return loads
}

const updateRegion = (page: Page) => page.getByRole('region', { name: 'Update available' })

test('the first visit installs the worker; offline, the home page, a deep link and a member page render in the current language', async ({ page, context, baseURL }) => {
  const notFoundKr = '페이지를 찾을 수 없습니다: /promotions/a/b'
  await context.addCookies([{ name: 'i18n_redirected', value: 'kr', url: baseURL! }])
  await page.goto('/')
  await expect(page.getByRole('status').filter({ hasText: '이제 Lucky Harbor를 오프라인에서도 이용할 수 있습니다.' })).toBeVisible({ timeout: 30_000 })
  await waitForControl(page)
  // Taking control, the worker gets the page's public content asked for again, and keeps it.
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('public-content')).keys()).length)).toBeGreaterThan(0)
  // A page opened once online keeps its content too.
  await page.goto('/promotions/a/b')
  await expect(page.getByRole('heading', { level: 1, name: notFoundKr })).toBeVisible()
  await page.goto('/')

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: '슬롯, 라이브 카지노, 스포츠를 한곳에서' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: '오프라인 상태입니다.' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR')

  await page.goto('/promotions/a/b')
  await expect(page.getByRole('heading', { level: 1, name: notFoundKr })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR')

  await page.goto('/member')
  await expect(page.getByRole('alert').filter({ hasText: '로그인 후 이용하실 수 있는 페이지입니다.' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: '슬롯, 라이브 카지노, 스포츠를 한곳에서' })).toBeVisible()
})

test('calls that need a session never reach a cache', async ({ page, context, request, baseURL }) => {
  await page.goto('/')
  await waitForControl(page)
  const grant = await request.post('/api/Member/memberLogin', { data: { username: 'demo', password: DEMO_PASSWORD } })
  const { token } = (await grant.json()) as { token: string }
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL! }])
  await page.goto('/member/my-account')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const cached = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    return urls
  })
  const memberPaths = Object.values(contract).filter((call) => call.access === 'member').map((call) => `/api${call.path}`)
  expect(cached.filter((path) => path.startsWith('/api/')).length).toBeGreaterThan(0)
  expect(cached.filter((path) => memberPaths.includes(path))).toEqual([])
})

test('an update swapped in while the page is open asks first, then reloads once into the new version', async ({ page }) => {
  await page.goto('/')
  await waitForControl(page)
  // A returning visitor: the page starts under the worker's control.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const loads = countLoads(page)

  swapInNewBuild('update-1')
  await returnToTab(page)
  await expect(updateRegion(page)).toBeVisible()
  await expect(updateRegion(page).getByRole('status')).toHaveText('A new version of Lucky Harbor is ready.')
  expect(loads).toEqual([])

  await updateRegion(page).getByRole('button', { name: 'Update now' }).click()
  await expect(page.locator('meta[name="lh-build"]')).toHaveAttribute('content', 'update-1')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForWorkerSettled(page)
  expect(loads).toHaveLength(1)
  await expect(updateRegion(page)).toBeHidden()
})

test('two open tabs both end on the new version found by a later check, with no reload loop', async ({ page, context }) => {
  // workbox-window treats a worker found more than 60 s after registering as external: the pages'
  // clock is moved on a minute instead of waiting one.
  await context.clock.install()
  const tabA = page
  await tabA.goto('/')
  await waitForControl(tabA)
  const tabB = await context.newPage()
  await tabB.goto('/announcement')
  await waitForControl(tabB)
  await context.clock.fastForward(61_000)
  const loadsA = countLoads(tabA)
  const loadsB = countLoads(tabB)

  swapInNewBuild('update-2')
  await returnToTab(tabA)
  await expect(updateRegion(tabA)).toBeVisible()
  await expect(updateRegion(tabB)).toBeVisible()

  await updateRegion(tabB).getByRole('button', { name: 'Update now' }).click()
  for (const tab of [tabA, tabB]) {
    await expect(tab.locator('meta[name="lh-build"]')).toHaveAttribute('content', 'update-2')
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
  }
  for (const tab of [tabA, tabB]) await waitForWorkerSettled(tab)
  expect(loadsA).toHaveLength(1)
  expect(loadsB).toHaveLength(1)
  await expect(tabB).toHaveURL(/\/announcement$/)
})

test('dismissing the install offer stores the flag, and the offer does not come back', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const offer = page.getByRole('region', { name: 'Install the app' })
  await offerInstall(page, 'accepted')
  await expect(offer).toBeVisible()
  await offer.getByRole('button', { name: 'Not now' }).click()
  await expect(offer).toBeHidden()
  expect(await page.evaluate((key) => localStorage.getItem(key), HIDE_INSTALL_KEY)).toBe('true')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await offerInstall(page, 'accepted')
  await page.waitForTimeout(500)
  await expect(offer).toBeHidden()
})

test('an install offer the browser makes before the app has started is kept for it', async ({ page }) => {
  // The home page starts the app only once its first screen has loaded; the browser may offer
  // installation as soon as the page is parsed.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const event = new Event('beforeinstallprompt', { cancelable: true })
      Object.assign(event, { prompt: async () => {}, userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }) })
      window.dispatchEvent(event)
    }),
  )
  await page.goto('/')
  const offer = page.getByRole('region', { name: 'Install the app' })
  await expect(offer).toBeVisible()
  await offer.getByRole('button', { name: 'Install' }).click()
  await expect(offer).toBeHidden()
})

test('in the member area the install offer steps aside, and it is back on the lobby', async ({ page, context, request, baseURL }) => {
  const grant = await request.post('/api/Member/memberLogin', { data: { username: 'demo', password: DEMO_PASSWORD } })
  const { token } = (await grant.json()) as { token: string }
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL! }])
  await page.goto('/member/withdrawal')
  // The app's header, not the one the server drew: the app is listening for the browser's offer.
  await expect(page.locator('header button.menu-button')).toBeAttached()
  const offer = page.getByRole('region', { name: 'Install the app' })
  await offerInstall(page, 'accepted')
  await page.waitForTimeout(500)
  await expect(offer).toBeHidden()
  await navigate(page, '/')
  await expect(offer).toBeVisible()
})

test("cancelling the browser's own install dialog stores the flag too", async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const offer = page.getByRole('region', { name: 'Install the app' })
  await offerInstall(page, 'dismissed')
  await offer.getByRole('button', { name: 'Install' }).click()
  await expect(offer).toBeHidden()
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), HIDE_INSTALL_KEY)).toBe('true')
})

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' })

  test('a script chunk that fails to load reloads the path once within 10 seconds, not in a loop', async ({ page }) => {
    await page.route(/\/assets\/_default\.terms-of-service-[^/]+\.js$/, (route) => route.abort())
    const loads = countLoads(page)
    await page.goto('/terms-of-service')
    await expect.poll(() => loads.length).toBe(2)
    expect(loads[1]! - loads[0]!).toBeLessThan(10_000)
    await expect(page).toHaveURL(/\/terms-of-service$/)
    // The second failure inside the guard window is shown, not reloaded again.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForTimeout(1_000)
    expect(loads).toHaveLength(2)
  })

  test('offline, a chunk that cannot load keeps the page: no reload into the browser error, the offline view, and Try again once back online', async ({ page, context }) => {
    const loads = countLoads(page)
    await page.goto('/')
    // The footer is the app's (the server draws the hero's heading without it): the app is running.
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })
    await expect(terms).toBeVisible()
    await context.setOffline(true)
    // Hovering preloads the page's code; the failure is forgotten, nothing reloads.
    await terms.hover()
    await terms.click()
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
    // The view keeps the site's frame: it is part of the code already in, not a chunk of its own.
    await expect(terms).toBeVisible()
    await expect(page).toHaveURL(/\/terms-of-service$/)
    expect(loads).toHaveLength(1)
    await context.setOffline(false)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveURL(/\/terms-of-service$/)
    expect(loads).toHaveLength(1)
  })
})
