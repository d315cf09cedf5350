// Closing an account in the browser: refused while money is left (the page links to withdrawal),
// then an empty account closed after the password again, the site logged out, the login refused with
// how to reopen through customer service, and the terms saying the same.
import { expect, type APIRequestContext } from '@playwright/test'
import { markNewsSeen, submitLogin, test, TOKEN_COOKIE } from './helpers'

const ADMIN_TOKEN = 'e2e-admin-token'

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

async function freshMember(request: APIRequestContext) {
  const username = `cl${Date.now().toString(36).slice(-7)}`
  const response = await request.post('/api/Member/simplyApply', { data: { username, password: 'Secret123', agreement: true } })
  expect(response.status()).toBe(200)
  return { username, token: ((await response.json()) as { token: string }).token }
}

test('an account with money left is not closed; an empty one is, and its login is refused', async ({ page, context, request, baseURL }) => {
  const rich = await freshMember(request)
  const funded = await request.post('/api/admin/adjustments', {
    headers: { 'admin-token': ADMIN_TOKEN, 'idempotency-key': crypto.randomUUID() },
    data: { username: rich.username, account: 'main', amount: 1_000, memo: 'e2e funds' },
  })
  expect(funded.status()).toBe(200)
  await context.addCookies([{ name: TOKEN_COOKIE, value: rich.token, url: baseURL! }])
  await page.goto('/member/my-account')
  const panel = page.getByRole('region', { name: 'Close your account' })
  await expect(panel.getByRole('link', { name: 'Go to withdrawal' })).toHaveAttribute('href', '/member/withdrawal')
  await panel.getByLabel('Login password', { exact: true }).fill('Secret123')
  await panel.getByRole('button', { name: 'Close my account' }).click()
  await expect(panel.getByRole('alert')).toHaveText(/Money is still in your account\. Withdraw it first/)
  await expect(panel.getByLabel('Login password', { exact: true })).toHaveValue('Secret123')

  const empty = await freshMember(request)
  await context.clearCookies({ name: TOKEN_COOKIE })
  await context.addCookies([{ name: TOKEN_COOKIE, value: empty.token, url: baseURL! }])
  await page.goto('/member/my-account')
  const emptyPanel = page.getByRole('region', { name: 'Close your account' })
  await emptyPanel.getByLabel('Login password', { exact: true }).fill('Secret123')
  await emptyPanel.getByRole('button', { name: 'Close my account' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible()

  const login = await submitLogin(page, empty.username, 'Secret123')
  await expect(login).toContainText('This account is closed. To reopen it, contact customer service')

  await page.goto('/terms-of-service')
  await expect(page.getByRole('heading', { name: 'Closing your account' })).toBeVisible()
})
