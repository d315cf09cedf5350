// Coupons: the three tabs with each coupon's terms, a code redeemed once (a free bonus credited at
// once, a second try refused with the code kept), a deposit coupon chosen with a deposit and credited
// with the operator's approval, the participation flag, and the page in all four languages.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, bindVerifiedCard, MEMBER_PASSWORD, registerMember, signIn } from './freshMembers'
import { DEMO_PASSWORD, login, markNewsSeen, test, TOKEN_COOKIE } from './helpers'

const HOLDER = 'Coupon Tester'
const RAW_KEY = /\b(coupons|field|back|participation)\.[a-z_]+/

/** A fresh member (with a verified card when `card`), logged in on `page`. */
async function newMember(page: Page, request: APIRequestContext, baseURL: string, { card = false } = {}) {
  const member = await registerMember(request, 'cpn', HOLDER)
  if (card) await bindVerifiedCard(request, member)
  await signIn(page.context(), member, baseURL)
  return member.username
}

async function redeem(page: Page, code: string) {
  const form = page.getByRole('form', { name: 'Redeem a coupon code' })
  await form.getByLabel('Coupon code').fill(code)
  await form.getByRole('button', { name: 'Redeem' }).click()
  return form
}

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

test('the demo member sees available, used and expired coupons with their terms', async ({ page }) => {
  await page.goto('/')
  await login(page)
  await page.goto('/member/coupon')
  const panel = page.getByRole('tabpanel')
  await expect(page.getByRole('tab', { name: 'Available' })).toHaveAttribute('aria-selected', 'true')
  await expect(panel.getByRole('heading', { name: 'Welcome deposit bonus 10%' })).toBeVisible()
  await expect(panel).toContainText('10% of a deposit of at least $20.00, up to $50.00')
  await expect(panel).toContainText('Wager the bonus 3× before withdrawing it')
  await page.getByRole('tab', { name: 'Used' }).click()
  await expect(panel.getByRole('heading', { name: 'Weekend free bonus' })).toBeVisible()
  await expect(panel).toContainText(/Used on .+: \+\$3\.00 \(C-\d{8}-\d{6,}\)/)
  // Arrow keys move between the tabs.
  await page.getByRole('tab', { name: 'Used' }).press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Expired' })).toBeFocused()
  await expect(panel.getByRole('heading', { name: 'Reload bonus 20%' })).toBeVisible()
  await expect(panel).toContainText('Expired on')
})

test('a free bonus code is credited once; a second try and an unknown code are refused, keeping what was typed', async ({ page, request, baseURL }) => {
  await newMember(page, request, baseURL!)
  await page.goto('/member/coupon')
  await expect(page.getByRole('banner').getByTestId('header-balance')).toContainText('$0.00')
  let form = await redeem(page, 'demo-bonus5')
  await expect(form.getByRole('status')).toContainText('Free bonus 5.00 redeemed: +$5.00 credited to your balance.')
  await expect(page.getByRole('banner').getByTestId('header-balance')).toContainText('$5.00')
  await page.getByRole('tab', { name: 'Used' }).click()
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Free bonus 5.00' })).toBeVisible()

  form = await redeem(page, 'DEMO-BONUS5')
  await expect(form.getByText('You have already redeemed this coupon.')).toBeVisible()
  await expect(form.getByLabel('Coupon code')).toHaveValue('DEMO-BONUS5')
  form = await redeem(page, 'NOPE-1234')
  await expect(form.getByText('There is no coupon with this code. Check the code you typed.')).toBeVisible()
  await expect(form.getByLabel('Coupon code')).toHaveValue('NOPE-1234')
  form = await redeem(page, 'no spaces!')
  await expect(form.getByText('A coupon code has 4 to 32 letters, digits or hyphens.')).toBeVisible()
  await expect(page.getByRole('banner').getByTestId('header-balance')).toContainText('$5.00')
})

test('a deposit coupon chosen with a deposit is credited with its approval', async ({ page, request, baseURL }) => {
  await newMember(page, request, baseURL!, { card: true })
  await page.goto('/member/coupon')
  const form = await redeem(page, 'DEPOSIT10')
  await expect(form.getByRole('status')).toContainText('Deposit bonus 10% redeemed: choose it with your next deposit.')

  await page.goto('/member/deposit')
  await page.getByRole('button', { name: 'Deposit by bank transfer' }).click()
  const deposit = page.getByRole('dialog', { name: 'Deposit' })
  await deposit.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD)
  await deposit.getByRole('button', { name: 'Show the account' }).click()
  await deposit.getByLabel('Amount', { exact: true }).fill('100')
  await deposit.getByLabel('Coupon', { exact: true }).selectOption({ label: 'Deposit bonus 10% (10% from $10.00, up to $20.00)' })
  await expect(deposit.getByText('Bonus for this deposit: $10.00 (credited on approval, wager it 3×)')).toBeVisible()
  await deposit.getByRole('button', { name: 'Continue' }).click()
  const check = page.getByRole('dialog', { name: 'Confirm your deposit' })
  await expect(check).toContainText('Deposit bonus 10%: +$10.00 on approval')
  await check.getByRole('button', { name: 'Confirm the deposit' }).click()
  const success = page.getByRole('dialog', { name: 'Deposit submitted' })
  const filed = success.getByRole('status').filter({ hasText: 'has been filed' })
  const reference = /D-\d{8}-\d{6,}/.exec((await filed.textContent()) ?? '')?.[0]
  expect(reference).toBeTruthy()
  await success.getByRole('button', { name: 'Close' }).first().click()
  await expect(success).toBeHidden()

  const submitted = await request.get('/api/admin/deposits?status=submitted', { headers: ADMIN })
  const order = ((await submitted.json()) as { items: { id: number; reference: string }[] }).items.find((o) => o.reference === reference)
  expect((await request.post(`/api/admin/deposits/${order!.id}/decision`, { headers: ADMIN, data: { decision: 'approve' } })).status()).toBe(200)
  await expect(page.getByRole('banner').getByTestId('header-balance')).toContainText('$110.00')

  await page.goto('/member/coupon')
  await page.getByRole('tab', { name: 'Used' }).click()
  await expect(page.getByRole('tabpanel')).toContainText(/Used on .+: \+\$10\.00/)
})

test('a member without the participation flag is told why and cannot redeem', async ({ page }) => {
  await page.goto('/')
  await login(page, 'newbie')
  await page.goto('/member/coupon')
  await expect(page.getByTestId('participation-notice')).toContainText('coupons are open to accounts our team has enabled')
  await expect(page.getByRole('form', { name: 'Redeem a coupon code' }).getByRole('button', { name: 'Redeem' })).toBeDisabled()
})

for (const [lang, tab] of [
  ['kr', '사용 가능'],
  ['tw', '可使用'],
  ['vn', 'Có thể dùng'],
  ['en', 'Available'],
] as const) {
  test(`the coupon page in ${lang} has every text translated`, async ({ page, request, baseURL }) => {
    const signedIn = await request.post('/api/Member/memberLogin', { data: { username: 'demo', password: DEMO_PASSWORD } })
    const { token } = (await signedIn.json()) as { token: string }
    await page.context().addCookies([
      { name: 'i18n_redirected', value: lang, url: baseURL! },
      { name: TOKEN_COOKIE, value: token, url: baseURL! },
    ])
    await page.goto('/member/coupon')
    await expect(page.getByRole('tab', { name: tab })).toBeVisible()
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible()
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY)
  })
}
