// Focus by DECISIONS: a dialog focuses its first field, or its primary action when it has none;
// closing gives focus back to what opened it (the page's heading when that is gone); after login focus
// is on the page's heading. A deposit by keyboard alone, from the header's Deposit to its success.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { bindVerifiedCard, MEMBER_PASSWORD, registerMember, signIn } from './freshMembers'
import { markNewsSeen, submitLogin, test } from './helpers'

const HOLDER = 'Keyboard Tester'

/** A fresh member with a verified bank card, so the deposit page offers its channels. */
async function depositor(request: APIRequestContext) {
  const member = await registerMember(request, 'key', HOLDER)
  await bindVerifiedCard(request, member)
  return member
}

/** Presses Tab until `target` has focus, and returns how many presses it took. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<number> {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((node) => node === document.activeElement)) return presses
  }
  throw new Error(`Tab did not reach the control in ${most} presses`)
}

/** From the header's Deposit to the success of a bank-transfer deposit, by keyboard alone; returns the success dialog. */
async function fileDepositByKeyboard(page: Page, beforeConfirming: () => Promise<unknown> = async () => {}) {
  await page.goto('/')
  const headerDeposit = page.getByRole('banner').getByRole('link', { name: 'Deposit' })
  await expect(headerDeposit).toBeVisible()
  // The menu, the logo, the balance, then Deposit.
  expect(await tabTo(page, headerDeposit)).toBeLessThanOrEqual(5)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible()

  await tabTo(page, page.getByRole('button', { name: 'Deposit by bank transfer' }))
  await page.keyboard.press('Enter')
  const form = page.getByRole('dialog', { name: 'Deposit' })
  // The first field has focus as the dialog opens.
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(MEMBER_PASSWORD)
  await tabTo(page, form.getByRole('button', { name: 'Show the account' }))
  await page.keyboard.press('Enter')
  await expect(form.getByText('Account number')).toBeVisible()
  await tabTo(page, form.getByLabel('Amount', { exact: true }))
  await page.keyboard.type('100')
  await tabTo(page, form.getByRole('button', { name: 'Continue' }))
  await page.keyboard.press('Enter')

  // The confirm step has no field: its primary action has focus, so Space confirms.
  const check = page.getByRole('dialog', { name: 'Confirm your deposit' })
  await expect(check.getByRole('button', { name: 'Confirm the deposit' })).toBeFocused()
  await beforeConfirming()
  await page.keyboard.press('Space')
  const success = page.getByRole('dialog', { name: 'Deposit submitted' })
  await expect(success.getByRole('status').filter({ hasText: 'has been filed' })).toBeVisible()
  return success
}

test('a deposit by keyboard alone, from the header to its success', async ({ page, context, request, baseURL }) => {
  await markNewsSeen(context, baseURL!)
  await signIn(context, await depositor(request), baseURL!)
  const success = await fileDepositByKeyboard(page)
  await page.keyboard.press('Escape')
  await expect(success).toBeHidden()
  // The channel button that opened the flow gave way to the open order: focus starts again at the heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeFocused()
})

test('a channel button given focus back as the success closes, then replaced by the open order, leaves focus on the heading', async ({ page, context, request, baseURL }) => {
  await markNewsSeen(context, baseURL!)
  await signIn(context, await depositor(request), baseURL!)
  // The page's answer with the new open order is held until the success has closed: the order then
  // replaces the channel button that has just been given focus back.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const success = await fileDepositByKeyboard(page, () =>
    page.route('**/Deposit/getMemberDepositInfo', async (route) => {
      await released
      await route.continue()
    }),
  )
  await page.keyboard.press('Escape')
  await expect(success).toBeHidden()
  await expect(page.getByRole('button', { name: 'Deposit by bank transfer' })).toBeFocused()
  release()
  await expect(page.getByRole('heading', { level: 2, name: 'Your open deposit' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeFocused()
})

test('closing a dialog gives focus back to what opened it; after login focus is on the page heading', async ({ page, context, baseURL }) => {
  await markNewsSeen(context, baseURL!)
  await page.goto('/')
  const login = page.getByRole('banner').getByRole('button', { name: 'Log in' })
  await login.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByLabel('Username', { exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(login).toBeFocused()

  const dialog = await submitLogin(page)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})

test('a signed-in header has Deposit and Withdraw at 390 px, with nothing wider than the screen', async ({ page, context, request, baseURL }) => {
  await markNewsSeen(context, baseURL!)
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(context, await depositor(request), baseURL!)
  await page.goto('/member')
  const banner = page.getByRole('banner')
  for (const name of ['Deposit', 'Withdraw']) {
    const link = banner.getByRole('link', { name })
    await expect(link).toBeVisible()
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  }
  // The hub leads with the wallet and the same two actions.
  const wallet = page.getByRole('region', { name: 'Your wallet' })
  await expect(wallet.getByRole('link', { name: 'Deposit' })).toBeVisible()
  await expect(wallet.getByRole('link', { name: 'Withdraw' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
