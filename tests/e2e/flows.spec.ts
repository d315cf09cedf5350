// The groundwork every money action stands on: an intent whose answer is lost is asked about again
// with the same key (never sent as a new one), and a visitor sent home from a member page lands on
// it after logging in.
import { expect } from '@playwright/test'
import { registerMember, signIn } from './freshMembers'
import { markNewsSeen, submitLogin, test } from './helpers'

// These tests play answers back with page.route, which does not see a request a service worker
// forwards (Playwright's documented limit); a worker taking control mid-test would let one through.
test.use({ serviceWorkers: 'block' })
test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

test('a card bind whose answers are lost is asked about with the same key and binds one card', async ({ page, request, baseURL }) => {
  await signIn(page.context(), await registerMember(request, 'flow', 'Flow Tester'), baseURL!)

  // The server applies the first request, but its answer and the client's own retry are lost on the way
  // back; the flow's own check is held until the test has seen what the member is told meanwhile.
  const keys: string[] = []
  let releaseCheck = () => {}
  const checkReleased = new Promise<void>((resolve) => (releaseCheck = resolve))
  await page.route('**/api/MemberBank/bindBank', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '')
    if (keys.length <= 2) {
      await route.fetch()
      await route.abort('connectionreset')
    } else {
      await checkReleased
      await route.continue()
    }
  })

  await page.goto('/member/withdrawal')
  await page.getByRole('button', { name: 'Add bank account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add bank account' })
  await dialog.getByLabel('Bank').selectOption({ label: 'Vietcombank' })
  await dialog.getByLabel('Branch').fill('Hoan Kiem')
  await dialog.getByLabel('Account number').fill(`0071 ${String(Date.now()).slice(-8)}`)
  await dialog.getByRole('button', { name: 'Add account' }).click()

  await expect(dialog.getByRole('status')).toContainText('The answer is late')
  await expect(dialog.getByRole('button', { name: 'Add account' })).toBeDisabled()
  releaseCheck()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  await expect(page.getByRole('status').filter({ hasText: 'Bank account added' })).toBeVisible()
  await expect(page.getByTestId('bank-card')).toHaveCount(1)
  expect(keys).toHaveLength(3)
  expect(new Set(keys).size).toBe(1)
})

test('a visitor sent home from a member page lands on it after logging in from the toast', async ({ page }) => {
  await page.goto('/member/betting-details')
  await expect(page).toHaveURL(/\/$/)
  const toast = page.getByRole('alert').filter({ hasText: 'Please log in' })
  await toast.getByRole('button', { name: 'Log in to continue' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Username', { exact: true }).fill('demo')
  await dialog.getByLabel('Password', { exact: true }).fill('Demo1234!')
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/member\/betting-details$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Betting records' })).toBeVisible()
})

test('a member who simply logs in stays where they are', async ({ page }) => {
  await page.goto('/promotions')
  await submitLogin(page)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()
  await expect(page).toHaveURL(/\/promotions$/)
})

test('the same bind sent from two tabs of one browser binds one card', async ({ context, request, baseURL }) => {
  const member = await registerMember(request, 'tabs', 'Two Tabs')
  await signIn(context, member, baseURL!)
  const accountNumber = `0072 ${String(Date.now()).slice(-8)}`

  const tabs = [await context.newPage(), await context.newPage()]
  const dialogs = []
  for (const tab of tabs) {
    await tab.goto('/member/withdrawal')
    await tab.getByRole('button', { name: 'Add bank account' }).click()
    const dialog = tab.getByRole('dialog', { name: 'Add bank account' })
    await dialog.getByLabel('Bank').selectOption({ label: 'Vietcombank' })
    await dialog.getByLabel('Branch').fill('Hoan Kiem')
    await dialog.getByLabel('Account number').fill(accountNumber)
    dialogs.push(dialog)
  }
  await Promise.all(dialogs.map((dialog) => dialog.getByRole('button', { name: 'Add account' }).click()))
  for (const dialog of dialogs) await expect(dialog).toBeHidden({ timeout: 15_000 })

  const list = await request.get('/api/MemberBank/getMemberBankInfoList', { headers: { Authorization: member.token } })
  expect(((await list.json()) as { cards: unknown[] }).cards).toHaveLength(1)
})
