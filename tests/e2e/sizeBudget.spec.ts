// Size budgets: the JavaScript a first visit fetches, gzip -9 of the built files, as
// `npm run bench -- site` sizes them. A change that grows a first visit past its budget fails here,
// before it lands; the bench gives the same figures as ratios of the framework floor. The budgets are
// today's sizes with a little room: lower them when a change makes a page lighter.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect } from '@playwright/test'
import { DEMO_PASSWORD, markNewsSeen, test, TOKEN_COOKIE } from './helpers'
import { SERVED_DIST_DIR } from './workerServer'

const KIB = 1024

const budgets = [
  { name: 'home, English', path: '/', lang: 'en', member: false, kib: 163 },
  { name: 'home, Korean', path: '/', lang: 'kr', member: false, kib: 163 },
  { name: 'the slots lobby', path: '/Categories/slots', lang: 'en', member: false, kib: 162 },
  { name: 'the deposit page, signed in', path: '/member/deposit', lang: 'en', member: true, kib: 220 },
]

for (const budget of budgets) {
  test(`a first visit of ${budget.name} loads at most ${budget.kib} KiB of JavaScript (gzip)`, async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    await markNewsSeen(context, baseURL!)
    await context.addCookies([{ name: 'i18n_redirected', value: budget.lang, url: baseURL! }])
    if (budget.member) {
      const grant = await request.post('/api/Member/memberLogin', { data: { username: 'demo', password: DEMO_PASSWORD } })
      const { token } = (await grant.json()) as { token: string }
      await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL! }])
    }
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (path.endsWith('.js')) scripts.add(path)
    })
    await page.goto(budget.path, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const gzip = [...scripts].reduce((sum, path) => sum + gzipSync(readFileSync(join(SERVED_DIST_DIR, path)), { level: 9 }).length, 0)
    console.log(`${budget.name}: ${scripts.size} files, ${(gzip / KIB).toFixed(1)} KiB gzip (budget ${budget.kib} KiB)`)
    expect(gzip / KIB).toBeLessThanOrEqual(budget.kib)
    await context.close()
  })
}
