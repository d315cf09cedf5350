// Live member events: the header follows money moved anywhere, without a reload, across server
// instances (PostgreSQL LISTEN/NOTIFY) and on the embedded database.
import { expect } from '@playwright/test'
import { probePostgres } from '../../server/test/seededTemplate'
import { ADMIN_TOKEN, freshDatabase, startServer } from './extraServers'
import { E2E_BASE_PORT } from './workerServer'
import { login, markNewsSeen, test } from './helpers'


async function credit(origin: string, username: string, amount: number, key: string) {
  const response = await fetch(`${origin}/api/admin/adjustments`, {
    method: 'POST',
    headers: { 'Admin-Token': ADMIN_TOKEN, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({ username, account: 'main', amount, memo: 'live events test' }),
  })
  expect(response.status).toBe(200)
}

test('a credit made through one server shows in the header of a tab connected to another within 2 seconds', async ({ browser }) => {
  const problem = await probePostgres()
  if (problem) {
    if (process.env.CI) throw new Error(`PostgreSQL is needed for this test in CI: ${problem}`)
    test.skip(true, `PostgreSQL is unreachable (${problem}); set TEST_DATABASE_URL to run this test`)
  }
  const database = await freshDatabase()
  const env = { DATABASE_URL: database.url }
  const first = await startServer(E2E_BASE_PORT + 20, env)
  const second = await startServer(E2E_BASE_PORT + 21, env)
  try {
    const context = await browser.newContext({ baseURL: second.origin })
    await markNewsSeen(context, second.origin)
    const page = await context.newPage()
    await page.goto('/')
    await login(page, 'player')
    const balance = page.getByRole('banner').getByTestId('header-balance')
    await expect(balance).toContainText('500.00')
    // The stream is open once the first snapshot arrived; give the header a moment to settle first.
    await page.waitForTimeout(500)

    const started = Date.now()
    await credit(first.origin, 'player', 12_345, `live-${Date.now()}`)
    await expect(balance).toContainText('623.45', { timeout: 2_000 })
    expect(Date.now() - started).toBeLessThan(2_000)
    await context.close()
  } finally {
    await first.stop()
    await second.stop()
    await database.drop()
  }
})

test('on the embedded database, an operator decision reaches the member without a reload', async ({ page, baseURL }) => {
  await markNewsSeen(page.context(), baseURL!)
  await page.goto('/')
  await login(page, 'demo')
  const balance = page.getByRole('banner').getByTestId('header-balance')
  await expect(balance).toContainText('1,000.00')
  await credit(baseURL!, 'demo', 500, `live-embedded-${Date.now()}`)
  await expect(balance).toContainText('1,005.00', { timeout: 2_000 })
  await credit(baseURL!, 'demo', -500, `live-embedded-back-${Date.now()}`)
  await expect(balance).toContainText('1,000.00', { timeout: 2_000 })
})
