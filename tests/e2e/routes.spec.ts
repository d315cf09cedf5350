import { expect } from '@playwright/test'
import { markNewsSeen, test } from './helpers'

// With the service worker, as a member has it: the pages must log no error while it installs, and the
// healthcheck reports it ready.
test.use({ serviceWorkers: 'allow' })
test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

const publicPages: Array<[path: string, heading: string, title: string]> = [
  ['/', 'Slots, live casino and sports in one place', 'Home | Lucky Harbor'],
  ['/announcement', 'Announcements', 'Announcements | Lucky Harbor'],
  ['/Categories/slots', 'Slots', 'Game lobby | Lucky Harbor'],
  ['/Categories/live-casino/evolution/baccarat', 'Live casino', 'Game lobby | Lucky Harbor'],
  ['/promotions', 'Promotions', 'Promotions | Lucky Harbor'],
  ['/qa', 'Q&A', 'Q&A | Lucky Harbor'],
  ['/privacyPolicy', 'Privacy Policy', 'Privacy Policy | Lucky Harbor'],
  ['/responsibleGaming', 'Responsible Gaming', 'Responsible Gaming | Lucky Harbor'],
  ['/terms-of-service', 'Terms of Service', 'Terms of Service | Lucky Harbor'],
  ['/termsOfService', 'Terms of Service', 'Terms of Service | Lucky Harbor'],
]

for (const [path, heading, title] of publicPages) {
  test(`${path} renders in the default layout`, async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('once the app runs, an error carries its stack: the entry takes it away only while it is evaluated', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toBeVisible()
  const { limit, frames } = await page.evaluate(() => ({ limit: Error.stackTraceLimit, frames: new Error('probe').stack?.split('\n').length ?? 0 }))
  expect(limit).toBe(10)
  expect(frames).toBeGreaterThan(1)
})

test("a visit starts the worker that loads Intl's data off the main thread, named by the page's language, and it ends", async ({ page }) => {
  await page.addInitScript(() => {
    const NativeWorker = window.Worker
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options)
        document.documentElement.dataset.workerNames = `${document.documentElement.dataset.workerNames ?? ''} ${options?.name ?? ''}`.trim()
      }
    }
  })
  const started = page.waitForEvent('worker')
  await page.goto('/')
  const worker = await started
  expect(new URL(worker.url()).pathname).toMatch(/^\/assets\/intlDataWorker-[\w-]+\.js$/)
  if (page.workers().includes(worker)) await worker.waitForEvent('close')
  await expect(page.locator('html')).toHaveAttribute('data-worker-names', 'en-US')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
})

test("the app builds its first formatter only once the worker has loaded Intl's data, and starts without a worker", async ({ page }) => {
  // Built on the main thread while the worker was still at it, a first formatter cost a task of 40 ms all the same.
  await page.route(/\/assets\/intlDataWorker-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    await route.continue()
  })
  await page.addInitScript(() => {
    const marks: { workerDone?: number; firstFormatter?: number } = {}
    Object.assign(window, { intlMarks: marks })
    const NativeWorker = window.Worker
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options)
        this.addEventListener('message', () => (marks.workerDone ??= performance.now()))
      }
    }
    const NativeNumberFormat = Intl.NumberFormat
    Intl.NumberFormat = new Proxy(NativeNumberFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        marks.firstFormatter ??= performance.now()
        return new target(...args)
      },
    })
  })
  await page.goto('/')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toBeVisible()
  const { workerDone, firstFormatter } = await page.evaluate(() => Reflect.get(window, 'intlMarks') as { workerDone: number; firstFormatter: number })
  expect(workerDone).toBeGreaterThan(0)
  expect(firstFormatter).toBeGreaterThanOrEqual(workerDone)

  const withoutWorkers = await page.context().newPage()
  await withoutWorkers.addInitScript(() => Reflect.deleteProperty(window, 'Worker'))
  await withoutWorkers.goto('/')
  await expect(withoutWorkers.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toBeVisible()
})

test('an unknown path shows the 404 view with its path', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /no/such/page' })).toBeVisible()
})

test('an unknown game category and an unknown promotion show the 404 view', async ({ page }) => {
  await page.goto('/Categories/unknown-games')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /Categories/unknown-games' })).toBeVisible()
  await page.goto('/promotions/a/b')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /promotions/a/b' })).toBeVisible()
  // Inside the layout: the header and the footer stay.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('the healthcheck page reports the API, the database and the version in its own layout', async ({ page }) => {
  await page.goto('/healthcheck')
  await expect(page.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible()
  await expect(page.getByTestId('health-api')).toHaveText('Operational')
  await expect(page.getByTestId('health-db')).toContainText('Operational (pglite')
  await expect(page.getByTestId('health-app-version')).toHaveText(/^\d+\.\d+\.\d+$/)
  await expect(page.getByText('production')).toBeVisible()
  await expect(page.getByTestId('health-installed')).toHaveText('No')
  await expect(page.getByTestId('health-sw')).toHaveText('Ready: the site works offline')
  await expect(page.getByRole('banner')).toHaveCount(0)
})

test('the launch screen hands over to the home page', async ({ page }) => {
  await page.goto('/launchLoading')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Slots, live casino and sports in one place' })).toBeVisible()
})

test('the site is usable on a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Promotions' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible()
})

test('a page whose content cannot be fetched offline says so instead of a server error', async ({ page }) => {
  await page.route('**/api/Announcement/getAnnouncementList', (route) => route.abort('internetdisconnected'))
  await page.goto('/announcement')
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await page.unroute('**/api/Announcement/getAnnouncementList')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible()
})

test('any other failure shows the server-error view', async ({ page }) => {
  await page.route('**/api/Announcement/getAnnouncementList', (route) =>
    route.fulfill({ status: 500, json: { errorMessage: 'internal_error', errorValues: {} } }),
  )
  await page.goto('/announcement')
  await expect(page.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible()
})
