// The Content-Security-Policy holds without a single violation on the pages that load the most
// (the form rules, a member page, a demo game), and nothing is asked for that does not exist.
import { expect, type Page } from '@playwright/test'
import { catalogueGameNames, login, markNewsSeen, test } from './helpers'

/** Every violation the page reports, kept across navigations in the page's session storage. */
async function recordViolations(page: Page) {
  await page.addInitScript(() =>
    window.addEventListener('securitypolicyviolation', (event) => {
      const seen = JSON.parse(sessionStorage.getItem('test-csp-violations') ?? '[]') as string[]
      seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`)
      sessionStorage.setItem('test-csp-violations', JSON.stringify(seen))
    }),
  )
}

const violations = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('test-csp-violations') ?? '[]') as string[])

test('the form rules, a member page and a demo game load with no policy violation and no missing icon', async ({ page, baseURL }) => {
  await markNewsSeen(page.context(), baseURL!)
  await recordViolations(page)
  const missing: string[] = []
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().method() === 'GET') missing.push(response.url())
  })

  await page.goto('/Categories/fishing')
  // The login form checks what is typed with the contract's rules: their chunk loads zod.
  await login(page)
  await page.goto('/member/my-account')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await violations(page)).toEqual([])

  await page.goto('/Categories/fishing')
  const card = catalogueGameNames(page).first()
  const game = await card.innerText()
  // The game page's requests still unanswered, named in the failure if it never starts.
  const unanswered = new Set<string>()
  page.on('request', (request) => unanswered.add(request.url()))
  page.on('requestfinished', (request) => unanswered.delete(request.url()))
  page.on('requestfailed', (request) => unanswered.delete(request.url()))
  await card.click()
  await expect(page).toHaveURL(/\/api\/demo-games\/slot$/)
  // The game's name once its session answers, or the reason it did not, said in the failure.
  const refusal = page.locator('#error')
  // A first visit's worker is still installing beside it: on a busy machine the game page has taken
  // more than the usual 10 s to start.
  await expect(page.getByRole('heading', { level: 1, name: game }).or(refusal.filter({ hasText: /./ })))
    .toBeVisible({ timeout: 30_000 })
    .catch((error: Error) => {
      throw new Error(`${error.message}\nthe game page's requests still unanswered: ${[...unanswered].join(', ') || 'none'}`)
    })
  expect(await refusal.innerText()).toBe('')
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /.+/)
  expect(await violations(page)).toEqual([])
  expect(missing).toEqual([])
})
