import { expect, type Locator } from '@playwright/test'
import { login, markNewsSeen, test } from './helpers'

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

const PRIZE_TITLE = 'Weekly sign-in bonus'
const PRIZE_POINTS = 500

async function pointsIn(stat: Locator): Promise<number> {
  await expect(stat).toContainText(/\d/)
  return Number((await stat.innerText()).replace(/\D/g, ''))
}

test('the demo member reads a message, claims its prize once and deletes a message', async ({ page }) => {
  await page.goto('/')
  await login(page)
  // Located by CSS, not role: while the modal message dialog is open the header is outside the
  // accessibility tree. The link and the points are in the wallet menu the header's balance opens.
  const unreadLink = page.locator('header a[href="/member/member-message"]')
  await expect(unreadLink).toHaveText(/^Unread messages: [1-9]\d*$/)
  const unreadBefore = Number((await unreadLink.textContent())?.replace(/\D/g, ''))
  const headerPoints = page.getByTestId('header-point')
  const pointsBefore = await pointsIn(headerPoints)

  await page.getByTestId('header-balance').click()
  await unreadLink.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  await expect(page.getByRole('tab', { name: `Messages (${unreadBefore})` })).toHaveAttribute('aria-selected', 'true')
  const rows = page.getByTestId('message-row')
  await expect(rows.filter({ hasText: 'Unread' })).toHaveCount(unreadBefore)
  await expect(rows.first()).toContainText(PRIZE_TITLE)

  // Opening the prize message marks it read: the header count drops.
  await rows.filter({ hasText: PRIZE_TITLE }).getByRole('button').click()
  const dialog = page.getByRole('dialog', { name: 'Message' })
  await expect(dialog.getByRole('heading', { name: PRIZE_TITLE })).toBeVisible()
  await expect(unreadLink).toHaveText(`Unread messages: ${unreadBefore - 1}`)

  await dialog.getByRole('button', { name: 'Claim prize' }).click()
  await expect(page.locator('[role="status"]').filter({ hasText: 'Prize claimed' })).toBeVisible()
  await expect(headerPoints).toContainText((pointsBefore + PRIZE_POINTS).toLocaleString('en-US'))
  await expect(dialog.getByText('You have already claimed this prize.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Claim prize' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // A reopened message offers no second claim.
  await rows.filter({ hasText: PRIZE_TITLE }).getByRole('button').click()
  await expect(dialog.getByText('You have already claimed this prize.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Claim prize' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  // Deleting asks first; cancelling keeps the message, confirming removes it.
  const doomed = rows.filter({ hasText: 'Bank account verified' })
  const total = await rows.count()
  await doomed.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByText('Delete the selected messages (1)?')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(rows).toHaveCount(total)
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(doomed).toHaveCount(0)
  await expect(rows).toHaveCount(total - 1)

  // Customer-service replies have their own tab.
  await page.getByRole('tab', { name: /^Customer service replies/ }).click()
  await expect(rows.first()).toContainText('Re: Deposit question')
})
