// The game wallet and play in the browser: points into money, money into a game platform, a round of
// the demo game, its record and the balances after, everything back to main, a visitor asked to log
// in before a game, and every new dialog used from the keyboard alone.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { test } from './workerServer'
import { credit, registerMember, signIn, type FreshMember } from './freshMembers'
import { markNewsSeen } from './helpers'

const SLOT_LOBBY = '/Categories/slots/pragmatic'

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

/** A fresh transfer-wallet member with `balance` minor units and `points`, signed in in this browser context. */
async function signedInPlayer(request: APIRequestContext, context: BrowserContext, baseURL: string, { balance = 0, points = 0 } = {}): Promise<FreshMember> {
  const player = await registerMember(request, 'pl', 'Play Tester')
  if (balance > 0) await credit(request, player, balance)
  if (points > 0) await credit(request, player, points, 'point')
  await signIn(context, player, baseURL)
  return player
}

const header = (page: Page) => page.getByRole('banner')

/**
 * Moves $300.00 onto the slot's platform and plays $5.00 rounds through the game API (as the game's
 * page would) until one pays at least twice its stake: a bet a promotion takes, and some rebate.
 */
async function winRound(request: APIRequestContext, player: FreshMember, gameId: number) {
  const moved = await request.post('/api/GamePlatform/transfer', {
    headers: { authorization: player.token, 'idempotency-key': crypto.randomUUID() },
    data: { platform: 'pragmatic', direction: 'in', amount: 30_000 },
  })
  expect(moved.status()).toBe(200)
  const launched = await request.post('/api/Game/launchGame', { headers: { authorization: player.token }, data: { gameId } })
  const { url } = (await launched.json()) as { url: string }
  const gameSession = url.split('#')[1]!
  for (let i = 0; i < 60; i += 1) {
    const round = await request.post('/api/demo-games/round', { headers: { 'game-session': gameSession }, data: { roundId: crypto.randomUUID(), stake: 500 } })
    const answer = (await round.json()) as { payout: number }
    if (answer.payout >= 1_000) return
  }
  throw new Error('no winning round in 60 spins')
}

async function slotGameId(request: APIRequestContext): Promise<number> {
  const list = await request.post('/api/Game/getGameList', { data: { category: 'slots/pragmatic', page: 1, pageSize: 1 } })
  return ((await list.json()) as { games: { id: number }[] }).games[0]!.id
}

test('points convert into the main balance after the terms, shown at once in the header', async ({ page, request, context, baseURL }) => {
  await signedInPlayer(request, context, baseURL!, { points: 2_500 })
  await page.goto('/member/game-wallet')
  await expect(header(page).getByTestId('header-point')).toContainText('2,500')
  await page.getByLabel('Points to convert').fill('1050')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expect(page.getByText('Points are converted in steps of 100.')).toBeVisible()

  await page.getByLabel('Points to convert').fill('1200')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  const notice = page.getByRole('dialog', { name: 'Converting points' })
  await expect(notice).toContainText('100 points are worth $1.00.')
  await expect(notice).toContainText('must be wagered once')
  await notice.getByRole('button', { name: 'I understand, convert 1,200 points' }).click()
  await expect(notice).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: '1,200 points converted into $12.00' })).toBeVisible()
  await expect(header(page).getByTestId('header-balance')).toContainText('$12.00')
  await expect(header(page).getByTestId('header-point')).toContainText('1,300')
  await expect(page.getByText('Your transaction history lists it as “Points converted”.')).toBeVisible()

  // The terms were read once: the next conversion goes straight through.
  await page.getByRole('button', { name: 'Convert more points' }).click()
  await page.getByLabel('Points to convert').fill('1000')
  await page.getByRole('button', { name: 'Convert', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: '1,000 points converted into $10.00' })).toBeVisible()
  await expect(header(page).getByTestId('header-balance')).toContainText('$22.00')
})

test('a transfer into the platform, a round of the demo game, its record and everything back to main', async ({ page, request, context, baseURL }) => {
  await signedInPlayer(request, context, baseURL!, { balance: 10_000 })
  await page.goto(SLOT_LOBBY)
  await expect(header(page).getByTestId('header-balance')).toContainText('$100.00')
  // The game's name is the tile's visible name.
  const card = page.locator('.game-card .game-name').first()
  const game = await card.innerText()
  await card.click()

  // Nothing on the platform yet: the transfer is offered first, then the game starts.
  await expect(page).toHaveURL(/\/launchLoading\?gameId=\d+/)
  const transfer = page.getByRole('dialog', { name: 'Transfer to a game' })
  await expect(transfer.getByLabel('Game platform', { exact: true })).toHaveValue('pragmatic')
  await transfer.getByRole('button', { name: '$50.00' }).click()
  await expect(transfer.getByLabel('Amount', { exact: true })).toHaveValue('50.00')
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click()

  await expect(page).toHaveURL(/\/api\/demo-games\/slot$/)
  await expect(page.getByRole('heading', { level: 1, name: game })).toBeVisible()
  await expect(page.locator('#balance')).toHaveText('$50.00')
  await expect(page.getByText('Return to player: 96.00%')).toBeVisible()
  await page.getByRole('button', { name: 'Spin' }).click()
  await expect(page.locator('#result')).toContainText(/You won|No win|stake of \$1\.00 is returned/)
  // The outcome is drawn on the server: the balance is 50.00 less the stake plus what it paid.
  const result = await page.locator('#result').innerText()
  const won = /You won \$([\d,]+\.\d{2})/.exec(result)?.[1]
  const paid = won ? Math.round(Number(won.replace(/,/g, '')) * 100) : /is returned/.test(result) ? 100 : 0
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  const onPlatform = usd.format((5_000 - 100 + paid) / 100)
  await expect(page.locator('#balance')).toHaveText(onPlatform)
  await page.getByRole('link', { name: 'Leave game' }).click()
  await expect(page).toHaveURL(new RegExp(`${SLOT_LOBBY}$`))
  await expect(header(page).getByTestId('header-balance')).toContainText('$50.00')

  await page.goto('/member/betting-details')
  const record = page.getByTestId('bet-record').first()
  await expect(record).toContainText(game)
  await expect(record).toContainText('Pragmatic Play')
  await expect(record).toContainText('$1.00')
  await expect(record).toContainText('Settled')

  await page.goto('/member/game-wallet')
  await expect(page.getByTestId('platform-pragmatic')).toContainText(onPlatform)
  await page.getByRole('button', { name: 'Everything back to main' }).click()
  const back = page.getByRole('dialog', { name: 'Transfer back to main balance' })
  await back.getByRole('button', { name: `Bring ${onPlatform} back to main balance` }).click()
  await expect(back.getByRole('status').first()).toContainText('is back in your main balance from Pragmatic Play')
  await back.getByRole('button', { name: 'Close' }).last().click()
  const total = (5_000 + Math.round(Number(onPlatform.replace(/[$,]/g, '')) * 100)) / 100
  await expect(header(page).getByTestId('header-balance')).toContainText(`$${total.toFixed(2)}`)
  await expect(page.getByTestId('platform-pragmatic')).toContainText('$0.00')
  await expect(page.getByTestId('platform-transfer').first()).toContainText('Completed')
})

test('a visitor opening a game is asked to log in, and the game starts once logged in', async ({ page }) => {
  await page.goto(SLOT_LOBBY)
  await page.locator('.game-card .game-name').first().click()
  const login = page.getByRole('dialog', { name: 'Log in' })
  await expect(login).toBeVisible()
  await login.getByLabel('Username', { exact: true }).fill('demo')
  await login.getByLabel('Password', { exact: true }).fill('Demo1234!')
  await login.getByRole('button', { name: 'Log in' }).click()
  // demo plays straight from the main balance: no transfer, straight into the game.
  await expect(page).toHaveURL(/\/api\/demo-games\/slot$/)
  await expect(page.locator('#balance')).toHaveText('$1,000.00')
})

test('every new dialog works from the keyboard alone', async ({ page, request, context, baseURL }) => {
  const player = await signedInPlayer(request, context, baseURL!, { balance: 50_000, points: 1_500 })
  await winRound(request, player, await slotGameId(request))
  await page.goto('/member/game-wallet')

  // PlatformTransfer: platform, direction by arrow keys, an amount, Enter to send.
  const evolution = page.getByRole('button', { name: 'Transfer to or from Evolution' })
  await evolution.focus()
  await page.keyboard.press('Enter')
  const transfer = page.getByRole('dialog', { name: 'Transfer to a game' })
  await expect(transfer.getByLabel('Game platform', { exact: true })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(transfer.getByRole('radio', { name: 'From main balance into the game platform' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(transfer.getByLabel('Amount', { exact: true })).toBeFocused()
  await page.keyboard.type('20')
  await page.keyboard.press('Enter')
  await expect(transfer.getByRole('status').first()).toContainText('$20.00 is now on Evolution')
  await page.keyboard.press('Escape')
  await expect(transfer).toBeHidden()
  await expect(evolution).toBeFocused()

  // TransferBack of one platform: Tab to the action, Enter.
  await expect(page.getByTestId('platform-evolution')).toContainText('$20.00')
  const backOne = page.getByRole('button', { name: 'Bring back everything on Evolution to main' })
  await backOne.focus()
  await page.keyboard.press('Enter')
  const back = page.getByRole('dialog', { name: 'Transfer back to main balance' })
  // A dialog without a field focuses its primary action (DECISIONS, focus).
  await expect(back.getByRole('button', { name: 'Bring $20.00 back to main balance' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(back.getByRole('status').first()).toContainText('$20.00 is back in your main balance from Evolution')
  await expect(back.getByRole('button', { name: 'Close' }).last()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(back).toBeHidden()

  // PointNotice: opened by converting, accepted with Enter.
  await page.getByLabel('Points to convert').focus()
  await page.keyboard.type('1000')
  await page.keyboard.press('Enter')
  const notice = page.getByRole('dialog', { name: 'Converting points' })
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('button', { name: 'I understand, convert 1,000 points' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: '1,000 points converted into $10.00' })).toBeVisible()

  // RealtimeRebateCard: what the round earned, claimed with Enter, closed with Escape.
  const rebateButton = page.getByRole('button', { name: 'View and claim the rebate' })
  await rebateButton.focus()
  await page.keyboard.press('Enter')
  const rebate = page.getByRole('dialog', { name: 'Real-time rebate' })
  await expect(rebate.getByTestId('rebate-total')).toBeVisible()
  const claim = rebate.getByRole('button', { name: /^Claim / })
  await expect(claim).toBeEnabled()
  await claim.focus()
  await page.keyboard.press('Enter')
  await expect(rebate.getByRole('status')).toContainText('was added to your main balance')
  await expect(rebate.getByRole('button', { name: 'Close' }).last()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(rebate).toBeHidden()
  await expect(rebateButton).toBeFocused()

  // UploadBettingPop: promotion chosen from the keyboard, the screenshot picked, sent with Enter.
  await page.goto('/member/betting-details')
  const send = page.getByRole('button', { name: /^Send to promotion: the bet on / }).first()
  await send.focus()
  await page.keyboard.press('Enter')
  const upload = page.getByRole('dialog', { name: 'Submit a winning bet' })
  await expect(upload.getByLabel('Promotion')).toBeFocused()
  await page.keyboard.press('Tab')
  const file = upload.getByLabel('Screenshot')
  await expect(file).toBeFocused()
  // The browser's file picker is the operating system's; the file it would return is given directly.
  await file.setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64') })
  await expect(upload.getByRole('img', { name: 'The image you chose' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(upload.getByRole('button', { name: 'Send the bet' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(upload.getByRole('status').first()).toContainText(/Sent as U-\d{8}-\d{6}/)
  await page.keyboard.press('Escape')
  await expect(upload).toBeHidden()
  await expect(page.getByTestId('bet-record').first()).toContainText('Under review')
})
