// The games a regular comes back to: a star on a lobby tile, found under the lobby's Favourites
// filter on another device (a second browser context logged in anew), a star on the launch screen,
// the games opened last, first in the "Recently played" row of the home page and the lobby, and a
// star still shown after a reload that cut short the read following it, and a visitor's star, which asks
// for a login first.
import { expect, type APIRequestContext } from '@playwright/test'
import { MEMBER_PASSWORD, registerMember } from './freshMembers'
import { login, markNewsSeen, test } from './helpers'

const SLOT_LOBBY = '/Categories/slots/pragmatic'

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

/** A fresh member (a transfer wallet with nothing on it) registered through the API; its username. */
async function newMember(request: APIRequestContext): Promise<string> {
  return (await registerMember(request, 'fv', 'Fav Tester')).username
}

test('a game starred in the lobby is under Favourites on another device', async ({ page, request, browser, baseURL }) => {
  const username = await newMember(request)
  await page.goto(SLOT_LOBBY)
  await login(page, username, MEMBER_PASSWORD)
  const name = await page.locator('.game-card .game-name').nth(2).innerText()
  const star = page.getByRole('button', { name: `Favourite: ${name}`, exact: true })
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')

  const other = await browser.newContext({ baseURL })
  await markNewsSeen(other, baseURL!)
  const device = await other.newPage()
  await device.goto('/Categories/slots')
  await login(device, username, MEMBER_PASSWORD)
  await device.getByLabel('Favourites only').check()
  await expect(device).toHaveURL(/favourites=true/)
  await expect(device.getByRole('status').filter({ hasText: 'Favourites: 1' })).toBeVisible()
  await expect(device.locator('.game-card .game-name')).toHaveText([name])
  const starThere = device.getByRole('button', { name: `Favourite: ${name}`, exact: true })
  await expect(starThere).toHaveAttribute('aria-pressed', 'true')

  // Unstarred there, it leaves the filter at once.
  await starThere.click()
  await expect(device.getByText('No favourites here yet.')).toBeVisible()
  await other.close()
})

test('the games opened last come first in Recently played, and the launch screen has a star', async ({ page, request }) => {
  const username = await newMember(request)
  await page.goto(SLOT_LOBBY)
  await login(page, username, MEMBER_PASSWORD)
  await expect(page.getByTestId('recent-games')).toHaveCount(0)
  const names = page.locator('.game-card .game-name')
  const first = await names.nth(0).innerText()
  const second = await names.nth(1).innerText()

  for (const name of [first, second]) {
    await page.getByRole('button', { name, exact: true }).first().click()
    await expect(page).toHaveURL(/\/launchLoading\?gameId=\d+/)
    // Nothing on the game's platform: the transfer is offered; the member declines it.
    const transfer = page.getByRole('dialog', { name: 'Transfer to a game' })
    await expect(transfer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(transfer).toBeHidden()
    await page.goto(SLOT_LOBBY)
  }

  // The launch screen's star: the last game starred from there.
  await page.getByRole('button', { name: first, exact: true }).first().click()
  await expect(page).toHaveURL(/\/launchLoading\?gameId=\d+/)
  const offer = page.getByRole('dialog', { name: 'Transfer to a game' })
  await expect(offer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(offer).toBeHidden()
  const launchStar = page.getByRole('button', { name: `Favourite: ${first}`, exact: true })
  await launchStar.click()
  await expect(launchStar).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/')
  const recent = page.getByRole('region', { name: 'Recently played' })
  await expect(recent.locator('.game-name')).toHaveText([first, second])
  await expect(recent.getByRole('button', { name: `Favourite: ${first}`, exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.goto(SLOT_LOBBY)
  await expect(page.getByRole('region', { name: 'Recently played' }).locator('.game-name').first()).toHaveText(first)
})

test('a star survives a reload that cuts short the read after it', async ({ page, request }) => {
  const username = await newMember(request)
  await page.goto(SLOT_LOBBY)
  await login(page, username, MEMBER_PASSWORD)
  const name = await page.locator('.game-card .game-name').first().innerText()
  const star = page.getByRole('button', { name: `Favourite: ${name}`, exact: true })
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  // The reads of the list after the star never answer, as when the member leaves the page at once;
  // the list this browser keeps must already hold the star.
  await page.route('**/api/Game/getFavouriteList', (route) => route.abort())
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(page.getByRole('button', { name: `Favourite: ${name}`, exact: true })).toHaveAttribute('aria-pressed', 'true')
})

test('a visitor starring a game is asked to log in, and the star changes nothing', async ({ page }) => {
  await page.goto(SLOT_LOBBY)
  const name = await page.locator('.game-card .game-name').first().innerText()
  const star = page.getByRole('button', { name: `Favourite: ${name}`, exact: true })
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await star.click()
  const login = page.getByRole('dialog', { name: 'Log in' })
  await expect(login).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(login).toBeHidden()
  await expect(star).toHaveAttribute('aria-pressed', 'false')
})
