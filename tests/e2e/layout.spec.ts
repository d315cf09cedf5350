// The header on a phone, measured rather than photographed: at 320, 360 and 390 px, in the four
// languages (Korean and Vietnamese labels are the longest), for a visitor and a signed-in member,
// nothing scrolls sideways and the header is one row (a member's Deposit and Withdraw: a second). Its open menus are checked with axe-core too.
import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD, TOKEN_COOKIE, expectAccessible, markNewsSeen, test } from './helpers'

const languages = ['kr', 'tw', 'en', 'vn'] as const
const widths = [320, 360, 390] as const
/** A 44 px control with the bar's padding; a second row would need at least twice that. */
const ONE_ROW_MAX_PX = 72

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/**
 * The header's height, whether every visible item of its bar shares one line, and how many rows it
 * has: a signed-in member's Deposit and Withdraw are a second row of their own on a phone, on one
 * line themselves.
 */
async function headerRow(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const bar = header.firstElementChild!
    const onOneLine = (items: Element[]) => {
      const boxes = items.map((item) => item.getBoundingClientRect()).filter((box) => box.width > 1)
      return Math.max(...boxes.map((box) => box.top)) < Math.min(...boxes.map((box) => box.bottom))
    }
    const money = bar.querySelector('.header-money')
    const items = Array.from(bar.children).filter((child) => child !== money)
    return {
      height: header.getBoundingClientRect().height,
      oneLine: onOneLine(items) && (money === null || onOneLine(Array.from(money.children))),
      rows: money === null ? 1 : 2,
      clipped: bar.scrollWidth > bar.clientWidth,
    }
  })
}

async function expectFits(page: Page, width: number) {
  await page.setViewportSize({ width, height: 720 })
  expect(await horizontalOverflow(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0)
  const row = await headerRow(page)
  expect(row.oneLine, `header items on one line at ${width} px`).toBe(true)
  expect(row.clipped, `header items cut off at ${width} px`).toBe(false)
  expect(row.height, `header height at ${width} px`).toBeLessThanOrEqual(ONE_ROW_MAX_PX * row.rows)
}

test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

for (const lang of languages) {
  test(`a visitor's header in ${lang} is one row at ${widths.join(', ')} px and its menu is accessible`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: lang, url: baseURL! }])
    await page.setViewportSize({ width: widths[0], height: 720 })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const width of widths) await expectFits(page, width)

    const menuButton = page.getByRole('banner').locator('button[aria-controls="site-menu"]')
    await menuButton.click()
    await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await expectAccessible(page, `${lang} phone menu open`)
  })

  test(`a member's header in ${lang} is one row and the money actions' at ${widths.join(', ')} px, and the balance opens the wallet menu`, async ({ page, context, request, baseURL }) => {
    const grant = await request.post('/api/Member/memberLogin', { data: { username: 'demo', password: DEMO_PASSWORD } })
    const { token } = (await grant.json()) as { token: string }
    await context.addCookies([
      { name: 'i18n_redirected', value: lang, url: baseURL! },
      { name: TOKEN_COOKIE, value: token, url: baseURL! },
    ])
    await page.setViewportSize({ width: widths[0], height: 720 })
    await page.goto('/')
    const balance = page.getByTestId('header-balance')
    await expect(balance).toContainText(/\d,\d{3}\.\d{2}|\d\.\d{3},\d{2}/)
    for (const width of widths) await expectFits(page, width)

    await balance.click()
    await expect(balance).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`[id="${await balance.getAttribute('aria-controls')}"]`)
    await expect(menu.getByTestId('header-point')).toBeVisible()
    await expect(menu.getByRole('link', { name: /\d/ })).toHaveCount(2)
    const box = (await menu.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(widths.at(-1)!)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await expectAccessible(page, `${lang} wallet menu open`)

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(balance).toBeFocused()
  })
}

test('the header shows the balance beside its label, and the wallet menu leads to the messages', async ({ page, context, request, baseURL }) => {
  const grant = await request.post('/api/Member/memberLogin', { data: { username: 'demo', password: DEMO_PASSWORD } })
  const { token } = (await grant.json()) as { token: string }
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL! }])
  await page.setViewportSize({ width: 360, height: 720 })
  await page.goto('/')
  const balance = page.getByRole('banner').getByTestId('header-balance')
  await expect(balance.getByText('Balance', { exact: true })).toBeVisible()
  await expect(balance).toContainText('$1,000.00')
  await balance.click()
  await page.getByRole('banner').getByRole('link', { name: /^Unread messages: \d+$/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  await expect(balance).toHaveAttribute('aria-expanded', 'false')

  // On a phone, Log out and the language are in the menu.
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toBeVisible()
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible()
})

test('opening a dialog locks the scrolling without moving the page sideways', async ({ playwright, baseURL }, testInfo) => {
  // Playwright hides scrollbars by default; a desktop browser shows them, and their room is what moves.
  const browser = await playwright.chromium.launch({ ...testInfo.project.use.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] })
  const context = await browser.newContext({ baseURL, viewport: { width: 1350, height: 940 }, serviceWorkers: 'block' })
  await markNewsSeen(context, baseURL!)
  const page = await context.newPage()
  await page.goto('/')
  const main = page.locator('main#main')
  await expect(page.getByRole('button', { name: 'Create your account' })).toBeVisible()
  const before = (await main.boundingBox())!
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
  expect((await main.boundingBox())!.x).toBe(before.x)
  await browser.close()
})
