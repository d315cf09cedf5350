import { expect, type Page } from '@playwright/test'
import { MEMBER_EVENTS_PATH } from '../../src/shared/calls/events'
import { withoutFirstAnswers } from './firstAnswers'
import { login, markNewsSeen, submitLogin, test, tokenCookie } from './helpers'

// These tests play answers back with page.route, which does not see a request a service worker
// forwards (Playwright's documented limit); a worker taking control mid-test would let one through.
test.use({ serviceWorkers: 'block' })
test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

/** The live events stream opens with the balance, which can fill the page before the page's own
 *  read of it goes out, and then that read is not made: without the stream it always is. */
const withoutLiveEvents = (page: Page) => page.route(`**/api${MEMBER_EVENTS_PATH}`, (route) => route.abort())

test('every call carries the five headers', async ({ page }) => {
  await page.goto('/?subAgentCode=AG7&referralCode=FRIEND1')
  await expect(page).toHaveURL(/\/$/)
  await login(page)
  await withoutLiveEvents(page)
  // Read over the network, not from the page the server sends (tests/e2e/firstAnswers.ts).
  await withoutFirstAnswers(page.context(), (name) => name === 'getBalance')
  const request = page.waitForRequest('**/api/MemberWallet/getBalance')
  await page.goto('/member/game-wallet')
  const headers = (await request).headers()
  expect(headers.authorization).toBe(await tokenCookie(page))
  expect(headers.domain).toBe('127.0.0.1')
  expect(headers.companycode).toBe('LH001')
  expect(headers.lang).toBe('en')
  expect(headers.subagentcode).toBe('AG7')
  const referral = (await page.context().cookies()).find((c) => c.name === 'lh_referral_code')
  expect(referral?.value).toBe('FRIEND1')
})

/** Answers the first `failures` calls to `url` with the server's 503 and lets the rest through; reads how many came.
 *  Pages sent from then on hold no first answers, so every read goes over the network (tests/e2e/firstAnswers.ts). */
async function failWith503(page: Page, url: string, failures = Infinity): Promise<() => number> {
  await withoutFirstAnswers(page.context(), () => true)
  let calls = 0
  await page.route(url, async (route) => {
    calls++
    if (calls <= failures) await route.fulfill({ status: 503, json: { errorMessage: 'internal_error', errorValues: {} } })
    else await route.continue()
  })
  return () => calls
}

test('a GET answered 503 is retried once', async ({ page }) => {
  await page.goto('/')
  await login(page)
  await withoutLiveEvents(page)
  const calls = await failWith503(page, '**/api/MemberWallet/getBalance', 1)
  await page.goto('/member/game-wallet')
  await expect(page.getByTestId('wallet-balance')).toHaveText('$1,000.00')
  expect(calls()).toBe(2)
})

test('a GET that keeps failing is tried twice in all and then shows the error toast', async ({ page }) => {
  await page.goto('/')
  await login(page)
  const calls = await failWith503(page, '**/api/Point/getRate')
  await page.goto('/member/game-wallet')
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong on our side. Please try again.' })).toBeVisible()
  expect(calls()).toBe(2)
})

test('a POST answered 503 is not retried', async ({ page }) => {
  const calls = await failWith503(page, '**/api/Member/memberLogin')
  await page.goto('/')
  await submitLogin(page)
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong on our side. Please try again.' })).toBeVisible()
  await page.waitForTimeout(1000)
  expect(calls()).toBe(1)
})

test('the global loading indicator shows while a listed call runs', async ({ page }) => {
  await page.goto('/')
  // Long enough to outlast the accessibility audit that runs as the dialog changes to "Logging in…".
  await page.route('**/api/Member/memberLogin', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    await route.continue()
  })
  await submitLogin(page)
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden()
})
