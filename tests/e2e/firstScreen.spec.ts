// A signed-in first visit takes its session check and its money page's first reads from the page the
// server sent (src/shared/memberFirstReads.ts): none of them goes over the network, and what the page
// shows is the member's own. This also holds the table in step with the pages: the only call such a
// visit makes is the live events stream.
import { expect } from '@playwright/test'
import { MEMBER_EVENTS_PATH } from '../../src/shared/calls/events'
import { contract } from '../../src/shared/contract'
import { SESSION_READS, memberPageReads } from '../../src/shared/memberFirstReads'
import { DEMO_PASSWORD, markNewsSeen, test, TOKEN_COOKIE } from './helpers'

const pages = [
  { path: '/member/deposit', heading: 'Deposit' },
  { path: '/member/withdrawal', heading: 'Withdrawal' },
  { path: '/member/game-wallet', heading: 'Game wallet' },
]

for (const { path, heading } of pages) {
  test(`a signed-in first visit of ${path} reads nothing the page it was sent already holds`, async ({ browser, baseURL, request }) => {
    const grant = await request.post('/api/Member/memberLogin', { data: { username: 'demo', password: DEMO_PASSWORD } })
    const { token } = (await grant.json()) as { token: string }
    const context = await browser.newContext({ serviceWorkers: 'block' })
    await markNewsSeen(context, baseURL!)
    await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL! }])
    const page = await context.newPage()
    const asked: string[] = []
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url())
      if (pathname.startsWith('/api/')) asked.push(pathname.slice('/api'.length))
    })
    const sent = await page.goto(path)
    expect(sent!.headers()['cache-control']).toBe('private, no-store')
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    // The member's own balance, as the API gives it now (the demo member keeps dollars).
    const { balance } = (await (await request.get('/api/MemberWallet/getBalance', { headers: { authorization: token } })).json()) as { balance: number }
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(balance / 100)
    await expect(page.getByRole('banner').getByTestId('header-balance')).toContainText(dollars)
    await page.waitForTimeout(500)
    const held = [...SESSION_READS, ...memberPageReads(path)].map((read) => contract[read.name].path)
    expect(asked.filter((name) => held.includes(name))).toEqual([])
    expect(asked.filter((name) => name !== MEMBER_EVENTS_PATH)).toEqual([])
    await context.close()
  })
}
