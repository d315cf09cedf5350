// On the page a visit starts on, what lies below a phone's first screen commits part by part, a painted
// frame apart, in the page's order, and the footer last (src/ui/layout/AfterFirstScreen.tsx): nothing on
// the page moves when a part comes, and a page reached later renders whole.
import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD, markNewsSeen, navigate, test, TOKEN_COOKIE } from './helpers'

/** Each batch of DOM changes in the page's main content, as the headings and footer it leaves in place. */
interface Batch {
  h1: string | null
  h2: string[]
  footer: boolean
}

declare global {
  interface Window {
    drawnBatches: Batch[]
    layoutShift: number
  }
}

function recordBatchesAndShifts() {
  window.drawnBatches = []
  window.layoutShift = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) window.layoutShift += entry.value
    }
  }).observe({ type: 'layout-shift', buffered: true })
  const observer = new MutationObserver(() => {
    const main = document.querySelector('main')
    window.drawnBatches.push({
      h1: main?.querySelector('h1')?.textContent ?? null,
      h2: Array.from(main?.querySelectorAll('h2') ?? [], (heading) => heading.textContent ?? ''),
      footer: document.querySelector('footer.site-footer') !== null,
    })
  })
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }))
}

/** The batch each of `headings` (or the footer) first shows in, from `from` on. */
async function firstBatches(page: Page, headings: string[], from = 0) {
  const batches = await page.evaluate(() => window.drawnBatches)
  const first = (has: (batch: Batch) => boolean) => batches.findIndex((batch, index) => index >= from && has(batch))
  return { headings: headings.map((name) => first((batch) => batch.h2.includes(name))), footer: first((batch) => batch.footer), count: batches.length }
}

const parts = ['Request a withdrawal', 'Bank accounts', 'Your withdrawals']

for (const width of [390, 1280]) {
  test(`a first visit of /member/withdrawal at ${width} px draws its form, cards, history and footer one after another, and nothing moves`, async ({ browser, baseURL, request }) => {
    const grant = await request.post('/api/Member/memberLogin', { data: { username: 'demo', password: DEMO_PASSWORD } })
    const { token } = (await grant.json()) as { token: string }
    const context = await browser.newContext({ viewport: { width, height: 844 } })
    await markNewsSeen(context, baseURL!)
    await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL! }])
    const page = await context.newPage()
    await page.addInitScript(recordBatchesAndShifts)
    await page.goto('/member/withdrawal')
    await expect(page.locator('footer.site-footer')).toBeVisible()
    for (const name of parts) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()

    const first = await firstBatches(page, parts)
    const order = [...first.headings, first.footer]
    expect(order.every((batch) => batch >= 0)).toBe(true)
    // Each part in a later batch than the one before it, the footer last.
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(new Set(order).size).toBe(order.length)
    expect(await page.evaluate(() => window.layoutShift)).toBe(0)

    // A page reached later renders whole: its heading, its parts and the footer in one batch.
    await navigate(page, '/member/deposit')
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible()
    const before = (await firstBatches(page, [])).count
    await navigate(page, '/member/withdrawal')
    await expect(page.getByRole('heading', { level: 2, name: 'Your withdrawals' })).toBeVisible()
    const later = await firstBatches(page, parts, before)
    const arrived = await page.evaluate((from) => window.drawnBatches.findIndex((batch, index) => index >= from && batch.h1 === 'Withdrawal'), before)
    expect(later.headings).toEqual(parts.map(() => arrived))
    await context.close()
  })
}
