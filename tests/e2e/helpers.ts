import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { auditAccessibility, auditDialogsAsTheyOpen, describeFindings, type Finding } from './accessibility'
import { test as base } from './workerServer'

/**
 * The `test` every spec imports (with `expect` from @playwright/test). Each test is checked with
 * axe-core, failing on any serious or critical finding, at no cost to the test's author:
 * - every dialog, as a test first acts on it (and again when its controls or messages change), once
 *   per worker, so a new dialog is checked by whichever test opens it first;
 * - the page the test leaves open, when the test has passed; a test that ends on a page or dialog
 *   state worth checking gets that state checked.
 * `expectAccessible(page)` checks a state in the middle of a test (an open menu, a page at one width).
 */
export const test = base.extend<{ accessibility: void }>({
  accessibility: [
    async ({ page }, use, testInfo) => {
      const findings: Finding[] = []
      await auditDialogsAsTheyOpen(page, (found) => findings.push(...found))
      await use()
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || page.url() === 'about:blank') return
      await page.waitForLoadState()
      findings.push(...(await auditAccessibility(page, `page ${new URL(page.url()).pathname} as the test left it`)))
      if (findings.length) throw new Error(`Accessibility (axe-core, serious and critical):\n${describeFindings(findings)}`)
    },
    { auto: true },
  ],
})

/** Fails the test now if axe-core finds anything serious or critical on the page (or the part `scope` selects). */
export async function expectAccessible(page: Page, where = page.url(), scope?: string) {
  expect(describeFindings(await auditAccessibility(page, where, scope))).toBe('')
}

export const DEMO_PASSWORD = 'Demo1234!'
export const TOKEN_COOKIE = 'lh_token'

/**
 * Goes to `path` as a person would: by a link the page shows to it, which the app follows without
 * loading the page again, or by its address when no such link is in sight (or nothing is open yet).
 * After the session cookie changes, use page.goto: a page already open keeps the session it has.
 */
export async function navigate(page: Page, path: string) {
  const link = page.locator(`a[href="${path}"]:visible`).first()
  if ((await link.count()) === 0) {
    await page.goto(path)
    return
  }
  // Something over the link (a dialog that came by itself) fails the step here instead of at the test's timeout.
  await link.click({ timeout: 10_000 })
  await page.waitForURL((url) => url.pathname === path)
}

/** Opens the Login dialog from the header, fills it in and submits it; returns the dialog. */
export async function submitLogin(page: Page, username = 'demo', password = DEMO_PASSWORD) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Username', { exact: true }).fill(username)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log in' }).click()
  return dialog
}

/** Fills each field, named by its exact label, with its value, in the order given. */
export async function fillFields(scope: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label, { exact: true }).fill(value)
}

export async function login(page: Page, username = 'demo', password = DEMO_PASSWORD) {
  const dialog = await submitLogin(page, username, password)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()
}

export async function tokenCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies()
  return cookies.find((c) => c.name === TOKEN_COOKIE)?.value
}

/**
 * Today's news pop-ups and engagement offers marked as seen (their flags last a day), and the unread
 * notice marked as told for this browser session, so none covers what a test is about.
 */
export async function markNewsSeen(context: BrowserContext, baseURL: string) {
  const flags = ['lh_news_seen', 'lh_daily_check', ...Array.from({ length: 50 }, (_, i) => `lh_news_img_${i + 1}`), ...Array.from({ length: 10 }, (_, i) => `lh_draw_${i + 1}`)]
  await context.addCookies([...flags, 'lh_unread_told'].map((name) => ({ name, value: '1', url: baseURL })))
}

/**
 * The names on the lobby's catalogue tiles, not on the member's Recently played row: that row can
 * appear above them at any moment after a login, and its first tile is another game.
 */
export const catalogueGameNames = (page: Page) => page.locator('.game-card:not([data-testid="recent-games"] .game-card) .game-name')

/** What the browser does when installation becomes possible, with the given answer to its own dialog. */
export async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'dismissed') {
  await page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true })
    Object.assign(event, { prompt: async () => {}, userChoice: Promise.resolve({ outcome: answer, platform: 'web' }) })
    window.dispatchEvent(event)
  }, outcome)
}
