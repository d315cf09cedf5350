import { expect, type Page, type Request } from '@playwright/test'
import { login, markNewsSeen, test } from './helpers'

const BET_CALL = '/api/MemberBet/getMemberBetRecordList_V4'
const isBetCall = (request: Request) => request.url().endsWith(BET_CALL) && request.method() === 'POST'

// A fixed zone, so the page must state it and the request must carry its offset.
test.use({ timezoneId: 'Asia/Seoul' })
test.beforeEach(async ({ context, baseURL }) => markNewsSeen(context, baseURL!))

function localDay(daysAgo: number): string {
  const seoul = new Date(Date.now() + 9 * 3_600_000 - daysAgo * 86_400_000)
  return seoul.toISOString().slice(0, 10)
}

async function recordCount(page: Page): Promise<number> {
  const summary = page.getByTestId('bet-summary')
  await expect(summary).toBeVisible()
  const match = /\((\d+) records\)/.exec(await summary.innerText())
  if (!match) throw new Error('the summary does not say how many records it adds up')
  return Number(match[1])
}

test('demo reads the betting records by range and status, and a backwards range is refused', async ({ page }) => {
  await page.goto('/')
  await login(page)
  const firstCall = page.waitForRequest(isBetCall)
  await page.goto('/member/betting-details')
  await expect(page.getByRole('heading', { level: 1, name: 'Betting records' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('All times are Korea time (KST).')

  const body = (await firstCall).postDataJSON() as { startTime: string; endTime: string; page: number }
  expect(body.startTime).toBe(`${localDay(6)}T00:00:00+09:00`)
  expect(body.endTime).toBe(`${localDay(0)}T23:59:59+09:00`)
  expect(body.page).toBe(1)

  await expect(page.getByLabel('Start date')).toHaveValue(localDay(6))
  await expect(page.getByLabel('End date')).toHaveValue(localDay(0))
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true')
  const rows = page.getByTestId('bet-record')
  await expect(rows.first()).toBeVisible()
  await expect(rows.first()).toContainText(/\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/)
  await expect(rows.first()).toContainText('$')
  const week = await recordCount(page)
  expect(week).toBeGreaterThan(0)

  const monthCall = page.waitForRequest((request) => isBetCall(request) && request.postDataJSON().startTime.startsWith(localDay(29)))
  await page.getByRole('button', { name: 'Last 30 days' }).click()
  expect((await monthCall).postDataJSON().endTime).toMatch(/T23:59:59\+09:00$/)
  await expect(page.getByLabel('Start date')).toHaveValue(localDay(29))
  await expect.poll(() => recordCount(page)).toBeGreaterThan(week)
  await expect(page.getByRole('navigation', { name: 'Betting record pages' })).toContainText('Page 1 of')

  // The newest bets may be pending already: the count is read once the page shows the filtered answer.
  const pendingAnswer = page.waitForResponse((response) => isBetCall(response.request()) && response.request().postDataJSON().status === 'pending')
  await page.getByLabel('Status').selectOption({ label: 'Pending' })
  const { total } = (await (await pendingAnswer).json()) as { total: number }
  await expect.poll(() => recordCount(page)).toBe(total)
  await expect(rows.first()).toContainText('Pending')
  const pending = await recordCount(page)
  expect(pending).toBeGreaterThan(0)
  expect(pending).toBeLessThan(week + 1)
  for (const row of await rows.all()) await expect(row).toContainText('Pending')

  await page.getByLabel('End date').fill(localDay(40))
  await expect(page.getByRole('alert').filter({ hasText: 'The end date cannot be before the start date.' })).toBeVisible()
  await expect(page.getByLabel('Start date')).toHaveValue(localDay(29))
  await expect(page.getByLabel('End date')).toHaveValue(localDay(40))
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByLabel('End date')).toHaveValue(localDay(40))
})

test('a range with no bets says so', async ({ page }) => {
  await page.goto('/')
  await login(page)
  await page.goto('/member/betting-details')
  await page.getByLabel('Start date').fill(localDay(80))
  await page.getByLabel('End date').fill(localDay(70))
  await expect(page.getByText('No bets in this period.')).toBeVisible()
})
