// Withdrawals and the statement: an operator's rejection the member reads in their language with the
// money back, a double click filing one withdrawal, bad input kept as typed, the statement's running
// balance, and every language rendering both pages with no missing key.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, credit, MEMBER_PASSWORD, registerMember, signIn } from './freshMembers'
import { markNewsSeen, test, TOKEN_COOKIE } from './helpers'

const TRC20 = 'TQ3xGmJ7dH1s9kWpYb2nRf4cLzVe6uA8oN'

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

/** A new member with `amount` minor units credited by the operator, signed in in this page. */
async function fundedMember(page: Page, request: APIRequestContext, baseURL: string, amount: number): Promise<string> {
  const member = await registerMember(request, 'wd', 'Withdrawal Tester')
  await credit(request, member, amount)
  await signIn(page.context(), member, baseURL)
  return member.username
}

async function withdrawalsOf(request: APIRequestContext, username: string) {
  const response = await request.get(`/api/admin/withdrawals?username=${username}`, { headers: ADMIN })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { items: { id: number; reference: string; status: string; amount: number }[] }).items
}

async function fillWithdrawal(page: Page, amount: string, password = MEMBER_PASSWORD) {
  await page.getByLabel('Withdraw to').selectOption({ label: 'USDT on Tron (TRC20)' })
  await page.getByLabel('Wallet address').fill(TRC20)
  await page.getByLabel('Amount', { exact: true }).fill(amount)
  await page.getByLabel('Password', { exact: true }).fill(password)
}

test('a withdrawal the operator rejects: the member reads the reason, the balance comes back, the statement shows both', async ({ page, request, baseURL }) => {
  const username = await fundedMember(page, request, baseURL!, 20_000)
  await page.goto('/member/withdrawal')
  const header = page.getByRole('banner').getByTestId('header-balance')
  await expect(header).toContainText('200.00')
  await expect(page.getByTestId('withdrawable')).toHaveText(/200\.00/)

  await fillWithdrawal(page, '50')
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible()
  await expect(header).toContainText('150.00')
  await expect(page.getByTestId('withdrawal-held')).toHaveText(/50\.00/)
  const [filed] = await withdrawalsOf(request, username)
  expect(filed).toMatchObject({ status: 'pending', amount: 5_000 })
  await expect(page.getByTestId('withdrawal').first()).toContainText(filed!.reference)
  await expect(page.getByTestId('withdrawal').first()).toContainText('Pending')

  const decided = await request.post(`/api/admin/withdrawals/${filed!.id}/decision`, { headers: ADMIN, data: { decision: 'reject', reason: 'security_review' } })
  expect(decided.status()).toBe(200)
  // Without a reload: the toast, the header, the figures and the history.
  await expect(page.getByRole('status').filter({ hasText: `Withdrawal ${filed!.reference} rejected` }).or(page.getByRole('alert').filter({ hasText: `Withdrawal ${filed!.reference} rejected` }))).toBeVisible()
  await expect(header).toContainText('200.00')
  await expect(page.getByTestId('withdrawal-held')).toHaveText(/0\.00/)
  await expect(page.getByTestId('withdrawal').first()).toContainText('Rejected: A security review is needed; please contact customer service')
  // One status everywhere: the panel shown after filing says Rejected too, and what happens now; nothing still says Pending.
  const filedPanel = page.getByRole('region', { name: 'Withdrawal requested' })
  await expect(filedPanel).toContainText('Rejected')
  await expect(filedPanel).toContainText('the held amount is back in your balance')
  await expect(page.getByText(/pending/i)).toHaveCount(0)

  await page.goto('/member/account-details')
  const lines = page.getByTestId('statement-line')
  await expect(lines.nth(0)).toContainText('Withdrawal rejected, returned')
  await expect(lines.nth(0)).toContainText('+$50.00')
  await expect(lines.nth(0)).toContainText('200.00')
  await expect(lines.nth(0)).toContainText(filed!.reference)
  await expect(lines.nth(1)).toContainText('Withdrawal requested (held)')
  await expect(lines.nth(1)).toContainText('−$50.00')
  await expect(lines.nth(1)).toContainText('150.00')
  await expect(page.getByRole('contentinfo')).toContainText(/All times are /)
})

test('a double click files one withdrawal', async ({ page, request, baseURL }) => {
  const username = await fundedMember(page, request, baseURL!, 20_000)
  await page.goto('/member/withdrawal')
  await fillWithdrawal(page, '30.00')
  await page.getByRole('button', { name: 'Withdraw', exact: true }).dblclick()
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible()
  await expect(page.getByRole('banner').getByTestId('header-balance')).toContainText('170.00')
  expect(await withdrawalsOf(request, username)).toHaveLength(1)
})

test('bad input is refused with a clear error and stays as typed; nothing is filed', async ({ page, request, baseURL }) => {
  const username = await fundedMember(page, request, baseURL!, 20_000)
  await page.goto('/member/withdrawal')
  await fillWithdrawal(page, '0')
  const amount = page.getByLabel('Amount', { exact: true })
  const submit = page.getByRole('button', { name: 'Withdraw', exact: true })
  const cases: [string, RegExp][] = [
    ['0', /amount/i],
    ['-5', /amount/i],
    ['1e3', /amount/i],
    ['10.005', /amount/i],
    ['abc', /amount/i],
    ['5', /below the minimum of \$10\.00/],
    ['250', /more than you can withdraw now/],
  ]
  for (const [typed, message] of cases) {
    await amount.fill(typed)
    await submit.click()
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('.field-error').filter({ hasText: message })).toBeVisible()
    await expect(amount).toHaveValue(typed)
  }
  // A wrong password is the server's refusal: every field keeps what was typed.
  await amount.fill('20')
  await page.getByLabel('Password', { exact: true }).fill('Wrong1234')
  await submit.click()
  const form = page.getByRole('form', { name: 'Request a withdrawal' })
  await expect(form.getByRole('alert').filter({ hasText: /password/i })).toBeVisible()
  await expect(amount).toHaveValue('20')
  await expect(page.getByLabel('Wallet address')).toHaveValue(TRC20)
  // A bad address likewise.
  await page.getByLabel('Wallet address').fill('T123')
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD)
  await submit.click()
  await expect(form.getByRole('alert').filter({ hasText: 'This is not a valid address on the chosen network.' })).toBeVisible()
  await expect(page.getByLabel('Wallet address')).toHaveValue('T123')
  expect(await withdrawalsOf(request, username)).toHaveLength(0)
  await expect(page.getByRole('banner').getByTestId('header-balance')).toContainText('200.00')
})

const languages = [
  { lang: 'kr', withdrawal: '출금 신청', statement: '거래 내역' },
  { lang: 'tw', withdrawal: '申請提款', statement: '交易紀錄' },
  { lang: 'en', withdrawal: 'Request a withdrawal', statement: 'Transaction history' },
  { lang: 'vn', withdrawal: 'Yêu cầu rút tiền', statement: 'Lịch sử giao dịch' },
]
/** A key i18next could not find is shown as itself, e.g. `withdrawal.figures`. */
const MISSING_KEY = /\b(?:withdrawal|transactions|member|requests|field|back|wallet|bets|bank|common)\.[a-z_]+/

for (const { lang, withdrawal, statement } of languages) {
  test(`${lang}: the withdrawal page and the statement render with no missing key`, async ({ page, request, baseURL }) => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: lang, url: baseURL! }])
    const demo = await request.post('/api/Member/memberLogin', { data: { username: 'demo', password: 'Demo1234!' } })
    const { token } = (await demo.json()) as { token: string }
    await page.context().addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL! }])
    await page.goto('/member/withdrawal')
    await expect(page.getByRole('heading', { name: withdrawal })).toBeVisible()
    // demo's past withdrawals: paid, rejected with its reason, pending.
    await expect(page.getByTestId('withdrawal')).toHaveCount(4)
    expect(await page.locator('main').innerText()).not.toMatch(MISSING_KEY)
    await page.goto('/member/account-details')
    await expect(page.getByRole('heading', { level: 1, name: statement })).toBeVisible()
    await expect(page.getByTestId('statement-line').first()).toBeVisible()
    expect(await page.locator('main').innerText()).not.toMatch(MISSING_KEY)
  })
}
