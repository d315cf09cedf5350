// Deposits on each of the four channels, from the form to the operator's approval (through the admin
// API), with the header balance and the page following the decision without a reload; a double
// click filing one order; bad amounts refused in the form; the page in all four languages.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, bindVerifiedCard, MEMBER_PASSWORD, registerMember, signIn } from './freshMembers'
import { login, markNewsSeen, test, TOKEN_COOKIE } from './helpers'

const HOLDER = 'Deposit Tester'
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

/** A fresh member with a verified bank card (bound through the API, verified by the operator), logged in on `page` and on the deposit page. */
async function depositor(page: Page, request: APIRequestContext, baseURL: string): Promise<string> {
  const member = await registerMember(request, 'dep', HOLDER)
  await bindVerifiedCard(request, member)
  await signIn(page.context(), member, baseURL)
  await page.goto('/member/deposit')
  return member.username
}

interface AdminDeposit {
  id: number
  reference: string
  status: string
  amount: number
}

async function depositsOf(request: APIRequestContext, username: string): Promise<AdminDeposit[]> {
  const response = await request.get(`/api/admin/deposits?username=${username}`, { headers: ADMIN })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { items: AdminDeposit[] }).items
}

async function approve(request: APIRequestContext, order: AdminDeposit) {
  const decided = await request.post(`/api/admin/deposits/${order.id}/decision`, { headers: ADMIN, data: { decision: 'approve' } })
  expect(decided.status()).toBe(200)
}

async function openChannel(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click()
  return page.getByRole('dialog', { name: 'Deposit' })
}

/** DepositSubmit: the summary is confirmed, and DepositSuccess names the reference. */
async function confirm(page: Page): Promise<string> {
  const check = page.getByRole('dialog', { name: 'Confirm your deposit' })
  await check.getByRole('button', { name: 'Confirm the deposit' }).click()
  const success = page.getByRole('dialog', { name: 'Deposit submitted' })
  const filed = success.getByRole('status').filter({ hasText: 'has been filed' })
  await expect(filed).toBeVisible()
  const reference = /D-\d{8}-\d{6,}/.exec((await filed.textContent()) ?? '')?.[0]
  expect(reference).toBeTruthy()
  return reference!
}

/** The operator approves the member's one submitted order; the header and the page follow without a reload. */
async function approvedWithoutReload(page: Page, request: APIRequestContext, reference: string, amount: string, balance: string) {
  // Found by reference among the orders under review (the admin list's username filter takes 4 characters or more, `vip` has 3).
  const response = await request.get('/api/admin/deposits?status=submitted', { headers: ADMIN })
  const order = ((await response.json()) as { items: AdminDeposit[] }).items.find((o) => o.reference === reference)
  expect(order?.status).toBe('submitted')
  await page.evaluate(() => ((window as unknown as { deposited: boolean }).deposited = true))
  await approve(request, order!)
  await expect(page.getByRole('banner').getByTestId('header-balance')).toContainText(balance)
  await expect(page.getByRole('status').filter({ hasText: `Deposit ${reference} approved: +${amount}` })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: reference })
  await expect(row).toContainText('Approved')
  // The same document all along: nothing reloaded it.
  expect(await page.evaluate(() => (window as unknown as { deposited?: boolean }).deposited)).toBe(true)
}

async function closeDialogs(page: Page) {
  const dialogs = page.getByRole('dialog')
  // The header's close button closes the dialog on top; one under it (a detail over DepositSuccess) takes another.
  await expect(async () => {
    if ((await dialogs.count()) > 0) await dialogs.last().getByRole('button', { name: 'Close' }).first().click()
    await expect(dialogs).toHaveCount(0, { timeout: 500 })
  }).toPass()
}

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

test('a bank transfer: the account after the password, the order filed and approved', async ({ page, request, baseURL }) => {
  const username = await depositor(page, request, baseURL!)
  await expect(page.getByRole('banner').getByTestId('header-balance')).toContainText('$0.00')
  const form = await openChannel(page, 'Deposit by bank transfer')
  await form.getByLabel('Password', { exact: true }).fill('Wrong1234')
  await form.getByRole('button', { name: 'Show the account' }).click()
  await expect(form.getByText('The current password is incorrect.')).toBeVisible()
  await form.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD)
  await form.getByRole('button', { name: 'Show the account' }).click()
  await expect(form.getByText('Account number')).toBeVisible()
  await expect(form.getByLabel('Depositor name')).toHaveValue(HOLDER)
  await form.getByRole('button', { name: '$100.00' }).click()
  await expect(form.getByLabel('Amount', { exact: true })).toHaveValue('100.00')
  await form.getByRole('button', { name: 'Continue' }).click()
  const reference = await confirm(page)
  await closeDialogs(page)
  // The open order stands instead of a second form.
  await expect(page.getByRole('heading', { name: 'Your open deposit' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Deposit by bank transfer' })).toHaveCount(0)
  await approvedWithoutReload(page, request, reference, '$100.00', '$100.00')
  expect(await depositsOf(request, username)).toEqual([expect.objectContaining({ reference, status: 'approved' })])
  await expect(page.getByRole('button', { name: 'Deposit by bank transfer' })).toBeVisible()
})

test('an offline deposit with its receipt, the receipt replaced, then approved', async ({ page, request, baseURL }) => {
  const username = await depositor(page, request, baseURL!)
  const form = await openChannel(page, 'Deposit cash or by ATM')
  await form.getByLabel('Amount', { exact: true }).fill('55.50')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Receipt is required.')).toBeVisible()
  await form.getByLabel('Receipt').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG })
  await expect(form.getByRole('img', { name: 'The image you chose' })).toBeVisible()
  await form.getByRole('button', { name: 'Continue' }).click()
  const reference = await confirm(page)
  await page.getByRole('dialog', { name: 'Deposit submitted' }).getByRole('button', { name: 'Replace the receipt' }).click()
  const upload = page.getByRole('dialog', { name: 'Payment receipt' })
  await upload.getByLabel('Receipt').setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: PNG })
  await upload.getByRole('button', { name: 'Replace the receipt' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The receipt has been replaced.' })).toBeVisible()
  await closeDialogs(page)
  await approvedWithoutReload(page, request, reference, '$55.50', '$55.50')
  expect(await depositsOf(request, username)).toEqual([expect.objectContaining({ reference, status: 'approved' })])
})

test('a VIP deposit: the dedicated account, marked paid, then approved', async ({ page, request }) => {
  await page.goto('/')
  await login(page, 'vip')
  await page.goto('/member/deposit')
  const before = (await page.getByRole('banner').getByTestId('header-balance').textContent()) ?? ''
  const start = Number(/\$([\d,]+\.\d\d)/.exec(before)?.[1]?.replaceAll(',', ''))
  const form = await openChannel(page, 'Make a VIP deposit')
  await form.getByLabel('Amount', { exact: true }).fill('999.99')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('The amount must be from $1,000.00 to $100,000.00.')).toBeVisible()
  await form.getByRole('button', { name: '$1,000.00' }).click()
  await form.getByRole('button', { name: 'Continue' }).click()
  const reference = await confirm(page)
  const success = page.getByRole('dialog', { name: 'Deposit submitted' })
  await expect(success.getByText('Awaiting payment')).toBeVisible()
  await success.getByRole('button', { name: 'I have paid' }).click()
  await expect(success.getByText('Under review')).toBeVisible()
  await closeDialogs(page)
  const expected = (start + 1_000).toLocaleString('en-US', { minimumFractionDigits: 2 })
  await approvedWithoutReload(page, request, reference, '$1,000.00', `$${expected}`)
})

test('a USDT deposit: address, exact amount and QR code, the transaction hash, then approved', async ({ page, request, baseURL }) => {
  const username = await depositor(page, request, baseURL!)
  const form = await openChannel(page, 'Deposit USDT')
  await form.getByLabel('Network').selectOption('TRC20')
  await form.getByLabel('Amount', { exact: true }).fill('25.5')
  await expect(form.getByText('That is 25.50 USDT.')).toBeVisible()
  await form.getByRole('button', { name: 'Continue' }).click()
  const reference = await confirm(page)
  await page.getByRole('dialog', { name: 'Deposit submitted' }).getByRole('button', { name: 'Pay with USDT' }).click()
  const pay = page.getByRole('dialog', { name: 'USDT deposit' })
  await expect(pay.getByRole('img', { name: 'QR code of the TRC20 address' })).toBeVisible()
  await expect(pay.getByText('25.50 USDT', { exact: true })).toBeVisible()
  await pay.getByLabel('Transaction hash').fill('abc')
  await pay.getByRole('button', { name: 'I have paid' }).click()
  await expect(pay.getByText('Transaction hash is not valid.')).toBeVisible()
  await pay.getByLabel('Transaction hash').fill('ab'.repeat(32))
  await pay.getByRole('button', { name: 'I have paid' }).click()
  await expect(pay.getByText('Under review')).toBeVisible()
  await closeDialogs(page)
  await approvedWithoutReload(page, request, reference, '$25.50', '$25.50')
  expect(await depositsOf(request, username)).toEqual([expect.objectContaining({ reference, status: 'approved' })])
})

test('a double click on confirm files one order', async ({ page, request, baseURL }) => {
  const username = await depositor(page, request, baseURL!)
  const form = await openChannel(page, 'Deposit by bank transfer')
  await form.getByLabel('Amount', { exact: true }).fill('20')
  await form.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('dialog', { name: 'Confirm your deposit' }).getByRole('button', { name: 'Confirm the deposit' }).dblclick()
  await expect(page.getByRole('dialog', { name: 'Deposit submitted' })).toBeVisible()
  const orders = await depositsOf(request, username)
  expect(orders).toHaveLength(1)
  expect(orders[0]).toMatchObject({ status: 'submitted', amount: 2_000 })
})

test('bad amounts get a translated field error and the form keeps what was typed', async ({ page, request, baseURL }) => {
  const username = await depositor(page, request, baseURL!)
  const form = await openChannel(page, 'Deposit by bank transfer')
  const amount = form.getByLabel('Amount', { exact: true })
  const format = 'Type an amount above zero with at most 2 decimals, e.g. 100 or 100.50.'
  for (const [typed, message] of [
    ['0', format],
    ['-5', format],
    ['1e3', format],
    ['10.005', format],
    ['abc', format],
    ['10000.01', 'The amount must be from $10.00 to $10,000.00.'],
  ]) {
    await amount.fill(typed!)
    await form.getByRole('button', { name: 'Continue' }).click()
    await expect(form.getByText(message!)).toBeVisible()
    await expect(amount).toHaveValue(typed!)
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
  }
  expect(await depositsOf(request, username)).toEqual([])
})

test('an order filed meanwhile in another tab turns the confirmation into UnableToRecharge with a link to it', async ({ page, request, baseURL }) => {
  const username = await depositor(page, request, baseURL!)
  const form = await openChannel(page, 'Deposit by bank transfer')
  await form.getByLabel('Amount', { exact: true }).fill('30')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('dialog', { name: 'Confirm your deposit' })).toBeVisible()
  const token = (await page.context().cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)!.value
  const other = await request.post('/api/Deposit/memberCryptoDeposit', {
    headers: { authorization: token, 'Idempotency-Key': crypto.randomUUID() },
    data: { amount: 2_000, network: 'TRC20' },
  })
  expect(other.status()).toBe(200)
  const { reference } = (await other.json()) as { reference: string }
  await page.getByRole('dialog', { name: 'Confirm your deposit' }).getByRole('button', { name: 'Confirm the deposit' }).click()
  const unable = page.getByRole('dialog', { name: 'You cannot deposit right now' })
  await expect(unable.getByRole('alert')).toContainText(`Your deposit ${reference} is still open`)
  await unable.getByRole('button', { name: 'Show the open deposit' }).click()
  await expect(page.getByRole('dialog', { name: 'Deposit details' })).toContainText('Awaiting payment')
  expect(await depositsOf(request, username)).toHaveLength(1)
})

test('the VIP channel below level 2 says it is closed', async ({ page, request, baseURL }) => {
  await depositor(page, request, baseURL!)
  await page.getByRole('button', { name: 'Make a VIP deposit' }).click()
  await expect(page.getByRole('dialog', { name: 'You cannot deposit right now' })).toContainText('This deposit channel is not open to you right now.')
})

for (const [lang, heading] of [
  ['kr', '입금 방법 선택'],
  ['tw', '選擇存款方式'],
  ['vn', 'Chọn cách nạp tiền'],
  ['en', 'Choose how to deposit'],
] as const) {
  test(`the deposit page in ${lang} has every text translated`, async ({ page, request, baseURL }) => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: lang, url: baseURL! }])
    await depositor(page, request, baseURL!)
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    const text = await page.locator('body').innerText()
    expect(text).not.toMatch(/\b(deposit|requests|field|wallet|back|dialogs)\.[a-z_]+/)
    await page.locator('.promotion-list button').first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    expect(await dialog.innerText()).not.toMatch(/\b(deposit|requests|field|wallet|back|dialogs)\.[a-z_]+/)
  })
}
