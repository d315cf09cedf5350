import { expect } from '@playwright/test'
import { login, markNewsSeen, submitLogin, test, tokenCookie } from './helpers'

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

test('a demo member logs in and sees balance and points in the header', async ({ page, request }) => {
  await page.goto('/')
  await login(page)
  const header = page.getByRole('banner')
  await expect(header.getByTestId('header-balance')).toContainText('$1,000.00')
  const token = (await tokenCookie(page))!
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  // Other specs share the database and may have moved points (a claimed prize): compare with the server.
  const { point } = (await (await request.get('/api/Point/getPoint', { headers: { Authorization: token } })).json()) as { point: number }
  await expect(header.getByTestId('header-point')).toContainText(point.toLocaleString('en-US'))
  await page.goto('/member')
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  await expect(page).toHaveTitle('My account | Lucky Harbor')
})

test('a wrong password is refused with a translated message and the form keeps what was typed', async ({ page }) => {
  await page.goto('/')
  const dialog = await submitLogin(page, 'demo', 'wrong-password1')
  await expect(page.getByRole('alert').filter({ hasText: 'The username or password is incorrect.' })).toBeVisible()
  await expect(dialog.getByLabel('Username', { exact: true })).toHaveValue('demo')
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('wrong-password1')
})

test('a visitor who opens a member page is told to log in and lands on the home page', async ({ page }) => {
  await page.goto('/member/deposit')
  await expect(page.getByRole('alert').filter({ hasText: 'Please log in to open that page.' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Slots, live casino and sports in one place' })).toBeVisible()
})

test('a stale token cookie fails its check: the member guard sends the visitor home', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lh_token', value: 'x'.repeat(43), url: baseURL! }])
  await page.goto('/member/game-wallet')
  await expect(page.getByRole('alert').filter({ hasText: 'Please log in to open that page.' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(await tokenCookie(page)).toBeUndefined()
})

test('a token revoked on the server logs the member out at the next call', async ({ page, request }) => {
  await page.goto('/')
  await login(page)
  const token = (await tokenCookie(page))!
  const revoked = await request.get('/api/Member/memberLogout', { headers: { Authorization: token } })
  expect(revoked.status()).toBe(200)
  await page.goto('/member/game-wallet')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible()
  expect(await tokenCookie(page)).toBeUndefined()
})

test('logout ends the session on the server and lands on the home page', async ({ page, request }) => {
  await page.goto('/')
  await login(page)
  await page.goto('/member/account-details')
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction history' })).toBeVisible()
  const token = (await tokenCookie(page))!
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible()
  expect(await tokenCookie(page)).toBeUndefined()
  const check = await request.get('/api/Member/checkToken', { headers: { Authorization: token } })
  expect(check.status()).toBe(401)
})

test('a reload keeps the session: the stored token is checked and the member info loaded', async ({ page }) => {
  await page.goto('/')
  await login(page)
  await page.goto('/member/game-wallet')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Game wallet' })).toBeVisible()
  await expect(page.getByTestId('wallet-balance')).toHaveText('$1,000.00')
})
