// A loss limit in the browser: set on the responsible-gaming tools beside the deposit limits, a
// transfer into a game above it refused, then $1.00 rounds of the demo slot until the loss reaches
// it and the game refuses the next round with the translated reason that says when it resets.
import { expect } from '@playwright/test'
import { markNewsSeen, test, TOKEN_COOKIE } from './helpers'

const ADMIN_TOKEN = 'e2e-admin-token'
const SLOT_LOBBY = '/Categories/slots/pragmatic'

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

test('a loss limit set on the tools page stops the demo slot once reached, saying when it resets', async ({ page, context, request, baseURL }) => {
  const username = `ll${Date.now().toString(36).slice(-7)}`
  const registered = await request.post('/api/Member/simplyApply', { data: { username, password: 'Secret123', agreement: true } })
  expect(registered.status()).toBe(200)
  const { token } = (await registered.json()) as { token: string }
  const funded = await request.post('/api/admin/adjustments', {
    headers: { 'admin-token': ADMIN_TOKEN, 'idempotency-key': crypto.randomUUID() },
    data: { username, account: 'main', amount: 10_000, memo: 'e2e funds' },
  })
  expect(funded.status()).toBe(200)
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL! }])

  await page.goto('/member/responsible-gaming')
  const panel = page.getByRole('region', { name: 'Loss limits' })
  await panel.getByLabel('24-hour loss limit').fill('1.00')
  await panel.getByRole('button', { name: 'Save loss limits' }).click()
  await expect(panel.getByText('Your loss limits are saved.')).toBeVisible()
  await expect(panel.getByTestId('loss-remaining-day')).toHaveText('$1.00')

  // More than may still be lost cannot go into a game; what may, can.
  const transfer = (amount: number) =>
    request.post('/api/GamePlatform/transfer', { headers: { authorization: token, 'idempotency-key': crypto.randomUUID() }, data: { platform: 'pragmatic', direction: 'in', amount } })
  const over = await transfer(500)
  expect(over.status()).toBe(409)
  expect(((await over.json()) as { errorMessage: string }).errorMessage).toBe('loss_limit_reached')
  expect((await transfer(100)).status()).toBe(200)

  await page.goto(SLOT_LOBBY)
  await page.locator('.game-card .game-name').first().click()
  await expect(page).toHaveURL(/\/api\/demo-games\/slot$/)
  const error = page.locator('#error')
  // $1.00 a round: a loss reaches the limit, a win or a returned stake leaves room for another. Half
  // the rounds return the stake and an early win of up to 14× must be lost again first, so the bound
  // is generous (a run usually ends within a few rounds).
  test.setTimeout(180_000)
  for (let round = 0; round < 400 && !(await error.innerText()); round += 1) {
    await page.getByRole('button', { name: 'Spin' }).click()
    await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled()
  }
  await expect(error).toContainText('This stake would take you past your loss limit. You can play again from')

  // Less than a round's stake is left (wins count against losses: a round may pay part of its stake back).
  await page.goto('/member/responsible-gaming')
  await expect(page.getByRole('region', { name: 'Loss limits' }).getByTestId('loss-remaining-day')).toHaveText(/^\$0\.\d\d$/)
})
