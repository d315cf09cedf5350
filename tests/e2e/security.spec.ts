// Issue 32 in the browser: two-factor login turned on from the security page with a code computed
// from the secret it shows, a login that asks for the code (a wrong one refused, a recovery code
// accepted), "Sign out other devices" ending a second browser's session, and a withdrawal that asks
// for a code too. Each test registers its own member, so the demo accounts keep logging in with the
// password alone.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { markNewsSeen, submitLogin, test, TOKEN_COOKIE } from './helpers'

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

async function freshMember(request: APIRequestContext) {
  const username = `sc${Date.now().toString(36).slice(-7)}${Math.floor(Math.random() * 36).toString(36)}`
  const response = await request.post('/api/Member/simplyApply', { data: { username, password: 'Secret123', agreement: true } })
  expect(response.status()).toBe(200)
  return { username, token: ((await response.json()) as { token: string }).token }
}

/** The code an authenticator app shows `steps` periods of 30 s from now. */
const codeOf = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 })

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible()
}

test('turns on two-factor login with a code of the secret the page shows, and shows the recovery codes once', async ({ page, context, request, baseURL }) => {
  const member = await freshMember(request)
  await context.addCookies([{ name: TOKEN_COOKIE, value: member.token, url: baseURL! }])
  await page.goto('/member/security')
  const panel = page.getByRole('region', { name: 'Two-factor login' })
  await panel.getByRole('button', { name: 'Turn on two-factor login' }).click()
  await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await panel.locator('.copyable-value').textContent())!.trim()
  await panel.getByLabel('Authentication code').fill(codeOf(secret, 3))
  await panel.getByRole('button', { name: 'Confirm and turn on' }).click()
  await expect(panel.getByText('The code is not correct.')).toBeVisible()
  await panel.getByLabel('Authentication code').fill(codeOf(secret))
  await panel.getByRole('button', { name: 'Confirm and turn on' }).click()
  await expect(panel.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
  await panel.getByRole('button', { name: 'I have saved my codes' }).click()
  await expect(panel.getByTestId('recovery-codes')).toHaveCount(0)
  await expect(panel.getByText('Two-factor login is on.')).toBeVisible()
  await expect(panel.getByText('Recovery codes left: 10')).toBeVisible()
})

test('asks for the code after the password: refuses a wrong one, accepts an app code and a recovery code', async ({ page, request }) => {
  const member = await freshMember(request)
  const started = (await (await request.post('/api/Member/startTwoFactor', { headers: { authorization: member.token }, data: {} })).json()) as { secret: string }
  const confirmed = await request.post('/api/Member/confirmTwoFactor', { headers: { authorization: member.token }, data: { code: codeOf(started.secret) } })
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] }
  await page.goto('/')

  const dialog = await submitLogin(page, member.username, 'Secret123')
  await expect(dialog.getByText('Two-factor login is on. Enter the 6-digit code')).toBeVisible()
  // Being asked for the code is the login going on, not a failure: no error toast says so.
  await expect(page.getByText('Enter the code from your authenticator app.')).toHaveCount(0)
  await dialog.getByLabel('Authentication code').fill(codeOf(started.secret, 4))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(dialog.getByText('The code is not correct.')).toBeVisible()
  // The next period's code: the one that turned it on is spent.
  await dialog.getByLabel('Authentication code').fill(codeOf(started.secret, 1))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(dialog).toBeHidden()
  await logOut(page)

  await submitLogin(page, member.username, 'Secret123')
  await dialog.getByLabel('Authentication code').fill(recoveryCodes[0]!)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(dialog).toBeHidden()
  await page.goto('/member/security')
  await expect(page.getByText('Recovery codes left: 9')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Login history' }).getByRole('row').filter({ hasText: 'Failed' })).toHaveCount(1)
})

test('"Sign out other devices" ends the session of another browser, which learns it at its next call', async ({ page, context, browser, request, baseURL }) => {
  const member = await freshMember(request)
  await context.addCookies([{ name: TOKEN_COOKIE, value: member.token, url: baseURL! }])
  const other = await browser.newContext({ baseURL: baseURL! })
  await markNewsSeen(other, baseURL!)
  const otherPage = await other.newPage()
  await otherPage.goto('/')
  await submitLogin(otherPage, member.username, 'Secret123')
  await expect(otherPage.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()

  await page.goto('/member/security')
  const devices = page.getByRole('region', { name: 'Signed-in devices' })
  await expect(devices.getByTestId('session')).toHaveCount(2)
  await expect(devices.getByTestId('session').filter({ hasText: 'This device' })).toHaveCount(1)
  await devices.getByRole('button', { name: 'Sign out other devices' }).click()
  await expect(devices.getByRole('status')).toHaveText('Other devices signed out: 1.')
  await expect(devices.getByTestId('session')).toHaveCount(1)
  await expect(devices.getByText('No other device is signed in.')).toBeVisible()

  await otherPage.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My account', exact: true }).click()
  await expect(otherPage.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible()
  await other.close()
})

test('with two-factor login on, a withdrawal asks for a code as well as the password', async ({ page, context, request, baseURL }) => {
  const member = await freshMember(request)
  const credited = await request.post('/api/admin/adjustments', {
    headers: { 'Admin-Token': 'e2e-admin-token', 'Idempotency-Key': `credit-${member.username}` },
    data: { username: member.username, account: 'main', amount: 20_000, memo: 'two-factor withdrawal test funds' },
  })
  expect(credited.status()).toBe(200)
  const started = (await (await request.post('/api/Member/startTwoFactor', { headers: { authorization: member.token }, data: {} })).json()) as { secret: string }
  expect((await request.post('/api/Member/confirmTwoFactor', { headers: { authorization: member.token }, data: { code: codeOf(started.secret) } })).status()).toBe(200)
  await context.addCookies([{ name: TOKEN_COOKIE, value: member.token, url: baseURL! }])

  await page.goto('/member/withdrawal')
  await page.getByLabel('Withdraw to').selectOption({ label: 'USDT on Tron (TRC20)' })
  await page.getByLabel('Wallet address').fill('TQ3xGmJ7dH1s9kWpYb2nRf4cLzVe6uA8oN')
  await page.getByLabel('Amount', { exact: true }).fill('50')
  await page.getByLabel('Password', { exact: true }).fill('Secret123')
  const submit = page.getByRole('button', { name: 'Withdraw', exact: true })
  await submit.click()
  await expect(page.getByText('Verification code is required.')).toBeVisible()
  await page.getByLabel('Authentication code').fill(codeOf(started.secret, 4))
  await submit.click()
  await expect(page.getByRole('alert').filter({ hasText: 'The code is not correct.' }).first()).toBeVisible()
  // What was typed stays; the next period's code (the one that turned it on is spent) files it.
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('50')
  await page.getByLabel('Authentication code').fill(codeOf(started.secret, 1))
  await submit.click()
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible()
})
