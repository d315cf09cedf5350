// Responsible gaming in the browser: the reality check on schedule (Playwright's clock), the limits
// form with a translated error that keeps what was typed, a time-out that ends the session and the
// login refused with the end date, and the tools page in four languages without a missing key.
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test'
import { withoutFirstAnswers } from './firstAnswers'
import { markNewsSeen, test, TOKEN_COOKIE, tokenCookie } from './helpers'

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

/** A member of their own for each test: these tests change what they check. */
async function freshMember(request: APIRequestContext, prefix: string) {
  const username = `${prefix}${Date.now().toString(36).slice(-7)}`
  const response = await request.post('/api/Member/simplyApply', { data: { username, password: 'Secret123', agreement: true } })
  expect(response.status()).toBe(200)
  return { username, token: ((await response.json()) as { token: string }).token }
}

async function signedIn(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL }])
}

test('the reality check opens on schedule with the session, history and log out, and continues', async ({ page, context, baseURL, request }) => {
  const member = await freshMember(request, 'rgclock')
  const set = await request.post('/api/ResponsibleGaming/setRealityCheck', { data: { minutes: 15 }, headers: { Authorization: member.token } })
  expect(set.status()).toBe(200)
  await page.clock.install()
  await signedIn(context, baseURL!, member.token)
  // The clock moves only once the watcher has the session's summary: a call still in flight when
  // fourteen minutes pass would meet the API client's own time-out instead. The summary is read over
  // the network here, as on a page the service worker serves, so that moment can be seen.
  await withoutFirstAnswers(context, (name) => name === 'getSessionSummary')
  const summaryRead = page.waitForResponse('**/api/ResponsibleGaming/getSessionSummary')
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()
  expect((await summaryRead).status()).toBe(200)

  const dialog = page.getByRole('dialog', { name: 'Reality check' })
  await page.clock.runFor('14:00')
  await expect(dialog).toBeHidden()
  await page.clock.runFor('01:05')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(/You have been logged in for \d+ h \d+ min\./)
  await expect(dialog).toContainText('Since you logged in you have won')
  await expect(dialog.getByRole('link', { name: 'Transaction history' })).toHaveAttribute('href', '/member/account-details')
  await expect(dialog.getByRole('button', { name: 'Log out' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog).toBeHidden()
  // The next check comes one interval later.
  await page.clock.runFor('15:05')
  await expect(dialog).toBeVisible()
})

test('the limits form shows a translated error and keeps what was typed, then saves and shows what remains', async ({ page, context, baseURL, request }) => {
  const member = await freshMember(request, 'rglimit')
  await signedIn(context, baseURL!, member.token)
  await page.goto('/member/responsible-gaming')
  const day = page.getByLabel('24-hour limit')
  await day.fill('12.345')
  await page.getByRole('button', { name: 'Save limits' }).click()
  await expect(page.getByText(/decimal|digits/i).first()).toBeVisible()
  await expect(day).toHaveValue('12.345')

  await day.fill('100')
  await page.getByRole('button', { name: 'Save limits' }).click()
  await expect(page.getByText('Your deposit limits are saved.')).toBeVisible()
  await expect(page.getByTestId('rg-remaining-day')).toContainText('100.00')

  // A raise waits 24 hours, and the page says when it takes effect.
  await day.fill('500')
  await page.getByRole('button', { name: 'Save limits' }).click()
  await expect(page.getByTestId('rg-pending')).toContainText('take effect on')
  await expect(page.getByTestId('rg-remaining-day')).toContainText('100.00')
})

test('a time-out ends the session and the login is refused with the end date and where to find help', async ({ page, context, baseURL, request }) => {
  const member = await freshMember(request, 'rgout')
  await signedIn(context, baseURL!, member.token)
  await page.goto('/member/responsible-gaming')
  const timeOut = page.getByRole('region', { name: 'Time-out' })
  await timeOut.getByLabel('Period').selectOption('24h')
  await timeOut.getByRole('button', { name: 'Take a time-out' }).click()
  await timeOut.getByRole('button', { name: 'Yes, start my time-out' }).click()

  const login = page.getByRole('dialog', { name: 'Log in' })
  await expect(login).toBeVisible()
  // The session has ended: the token is gone (the header behind the modal dialog is inert).
  await expect.poll(() => tokenCookie(page)).toBeUndefined()
  await login.getByLabel('Username', { exact: true }).fill(member.username)
  await login.getByLabel('Password', { exact: true }).fill('Secret123')
  await login.getByRole('button', { name: 'Log in' }).click()
  await expect(login).toContainText('Your account is in a time-out or self-exclusion until')
  await expect(login).toContainText('Responsible gaming')
  await expect(login).not.toContainText(/\d{4}-\d{2}-\d{2}T/)
})

for (const lang of ['kr', 'tw', 'en', 'vn']) {
  test(`the tools page and the visitor's explanation have every text in ${lang}`, async ({ page, context, baseURL, request }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: lang, url: baseURL! }])
    await page.goto('/responsibleGaming')
    await expect(page.locator('#rg-tools-title')).toBeVisible()
    await expect(page.locator('main')).not.toContainText(/responsible\.|field\./)

    const member = await freshMember(request, `rg${lang}`)
    await signedIn(context, baseURL!, member.token)
    await page.goto('/member/responsible-gaming')
    await expect(page.locator('#rg-limits-title')).toBeVisible()
    await expect(page.locator('main')).not.toContainText(/responsible\.|field\.|member\.responsible/)
  })
}
