import { expect, type Page } from '@playwright/test'
import { login, markNewsSeen, test, tokenCookie } from './helpers'

const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token'

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))
const NO_CARD = 'Please add a bank account before making a deposit.'
const UNVERIFIED = 'Your bank account has not been verified yet. Please wait for verification before depositing.'

async function openDeposit(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Deposit' }).first().click()
}

/** `username` logs in and asks for the deposit page: they are sent to the withdrawal page, told `why`. */
async function turnedAwayFromDeposit(page: Page, username: string, why: string) {
  await page.goto('/')
  await login(page, username)
  await page.goto('/member/deposit')
  await expect(page.getByRole('alert').filter({ hasText: why })).toBeVisible()
  await expect(page).toHaveURL(/\/member\/withdrawal$/)
}

test('a member without a bank card is sent to the withdrawal page to add one', async ({ page }) => {
  await turnedAwayFromDeposit(page, 'nocard', NO_CARD)
  await expect(page.getByText('You have no bank account yet.')).toBeVisible()
})

test('a member whose only card is not verified is turned away with its own message', async ({ page }) => {
  await turnedAwayFromDeposit(page, 'unverified', UNVERIFIED)
  await expect(page.getByTestId('bank-card')).toContainText('Awaiting verification')
})

test('the demo member with a verified card reaches the deposit page', async ({ page }) => {
  await page.goto('/')
  await login(page, 'demo')
  await page.goto('/member/deposit')
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible()
  await expect(page).toHaveURL(/\/member\/deposit$/)
})

test('a card bound in CreateBank shows unverified, and once the operator verifies it the deposit page opens', async ({ page, request }) => {
  await page.goto('/')
  await login(page, 'nocard')
  await page.goto('/member/withdrawal')
  await page.getByRole('button', { name: 'Add bank account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add bank account' })
  await expect(dialog.getByLabel('Account holder')).toHaveValue('Nguyễn Thị Lan')

  // A wrong holder is refused by the server with a translated message, and nothing typed is lost.
  await dialog.getByLabel('Bank').selectOption({ label: 'Vietcombank' })
  await dialog.getByLabel('Branch').fill('Hoan Kiem')
  await dialog.getByLabel('Account holder').fill('Somebody Else')
  await dialog.getByLabel('Account number').fill('0071 0012 34567')
  await dialog.getByRole('button', { name: 'Add account' }).click()
  await expect(dialog.getByText('The account holder must match the real name on your membership.')).toBeVisible()
  await expect(dialog.getByLabel('Account number')).toHaveValue('0071 0012 34567')

  await dialog.getByLabel('Account holder').fill('Nguyễn Thị Lan')
  // A double click binds one card: the button is disabled and both clicks share one Idempotency-Key.
  await dialog.getByRole('button', { name: 'Add account' }).dblclick()
  await expect(dialog).toBeHidden()
  const cards = page.getByTestId('bank-card')
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Vietcombank')
  await expect(cards.first()).toContainText('•••• 4567')
  await expect(cards.first()).toContainText('Awaiting verification')

  await page.goto('/member/deposit')
  await expect(page.getByRole('alert').filter({ hasText: UNVERIFIED })).toBeVisible()
  await expect(page).toHaveURL(/\/member\/withdrawal$/)

  const token = (await tokenCookie(page))!
  const list = await request.get('/api/MemberBank/getMemberBankInfoList', { headers: { Authorization: token } })
  const { cards: bound } = (await list.json()) as { cards: { id: number }[] }
  const verified = await request.post(`/api/admin/bank-cards/${bound[0]!.id}/decision`, {
    headers: { 'Admin-Token': ADMIN_TOKEN },
    data: { decision: 'verify' },
  })
  expect(verified.status()).toBe(200)

  await openDeposit(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible()
  await expect(page).toHaveURL(/\/member\/deposit$/)
  await page.goto('/member/withdrawal')
  await expect(page.getByTestId('bank-card').first()).toContainText('Verified')
})
