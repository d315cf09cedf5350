// Size budgets: the JavaScript a first visit fetches, gzip -9 of each file as served, as
// `npm run bench -- site` sizes them. A change that grows a first visit past its budget fails here,
// before it lands; the bench gives the same figures as ratios of the framework floor. The budgets are
// today's sizes with a little room: lower them when a change makes a page lighter. The app's code is a
// file of its own beside the entry (src/main.tsx evaluates them in two tasks): 0.6 KiB gzip more than
// one file, for 60-80 ms less blocking time at 4x CPU on every first visit. Intl's data is loaded in a
// worker of its own (src/app/intlDataWorker.ts): 0.3 KiB gzip more, for a 20-60 ms task less on the main thread.
// Game tiles ask for their art only near the screen (src/ui/lobby/nearScreen.ts): 0.2 KiB gzip more on
// the home page and the lobby, for about 0.57x the home page's Lighthouse mobile blocking time.
// xstate and the statecharts are a file of their own, evaluated a task before the rest of the app's code
// (src/main.tsx), and Rolldown then gives its helpers a file of their own too: 1.0 KiB gzip more on every
// first visit, for a task of 25-50 ms on this machine cut in two of about 10.
// What lies below a phone's first screen commits part by part on a first visit (src/ui/layout/AfterFirstScreen.tsx):
// 0.1 KiB gzip more on every page (0.3 KiB on the game wallet's), for the withdrawal page's one layout of
// 15-30 ms after React's first commit cut in layouts of 1-9 ms.
import { gzipSync } from 'node:zlib'
import { expect } from '@playwright/test'
import { recordScripts } from '../../scripts/scriptRecorder.mjs'
import { DEMO_PASSWORD, markNewsSeen, test, TOKEN_COOKIE } from './helpers'

const KIB = 1024

const budgets = [
  { name: 'home, English', path: '/', lang: 'en', member: false, kib: 160.5 },
  // A first visit with no flag cookies: its news pop-up opens, with the dialog frame and the sanitizer's
  // code. Where the browser has a sanitizer of its own (src/ui/sanitize/sanitizeHtml.ts) that is 5.9
  // KiB gzip; with DOMPurify it was 16.3.
  { name: 'home, English, with its news pop-up', path: '/', lang: 'en', member: false, news: true, kib: 166.5 },
  { name: 'home, Korean', path: '/', lang: 'kr', member: false, kib: 161 },
  { name: 'the slots lobby', path: '/Categories/slots', lang: 'en', member: false, kib: 159.5 },
  { name: 'the deposit page, signed in', path: '/member/deposit', lang: 'en', member: true, kib: 192 },
  // The withdrawal and game-wallet forms check amounts by the contract's rules as data
  // (shared/calls/amounts.ts): with the rules' zod schemas these pages fetched 223 and 220 KiB.
  { name: 'the withdrawal page, signed in', path: '/member/withdrawal', lang: 'en', member: true, kib: 194.1 },
  { name: 'the game-wallet page, signed in', path: '/member/game-wallet', lang: 'en', member: true, kib: 194.4 },
]

for (const budget of budgets) {
  test(`a first visit of ${budget.name} loads at most ${budget.kib} KiB of JavaScript (gzip)`, async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    if (!budget.news) await markNewsSeen(context, baseURL!)
    await context.addCookies([{ name: 'i18n_redirected', value: budget.lang, url: baseURL! }])
    if (budget.member) {
      const grant = await request.post('/api/Member/memberLogin', { data: { username: 'demo', password: DEMO_PASSWORD } })
      const { token } = (await grant.json()) as { token: string }
      await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL! }])
    }
    const page = await context.newPage()
    const scripts = recordScripts(page)
    // Not 'networkidle': a signed-in page keeps its live-events stream open. Done when the app has
    // drawn its header (the server's has no menu button: it draws these pages' top before the app
    // runs) and no script has arrived for a second.
    await page.goto(budget.path)
    await expect(page.locator('header button.menu-button')).toBeAttached()
    if (budget.news) await expect(page.getByRole('dialog')).toBeVisible()
    await expect.poll(() => scripts.quietFor(), { intervals: [250] }).toBeGreaterThan(1000)
    const bodies = await scripts.stop()
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0)
    console.log(`${budget.name}: ${bodies.length} files, ${(gzip / KIB).toFixed(1)} KiB gzip (budget ${budget.kib} KiB)`)
    expect(gzip / KIB).toBeLessThanOrEqual(budget.kib)
    await context.close()
  })
}
