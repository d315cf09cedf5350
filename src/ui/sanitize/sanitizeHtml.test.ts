// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizer } from './sanitizeHtml'

// jsdom has no sanitizer of its own, so this is DOMPurify's path; tests/e2e/sanitizer.spec.ts renders
// hostile markup through the browser's own and through DOMPurify, and requires the same page from both.
async function sanitized(html: string): Promise<HTMLElement> {
  const host = document.createElement('div')
  host.append((await sanitizer())(html))
  return host
}

async function sanitizeHtml(html: string): Promise<string> {
  return (await sanitized(html)).innerHTML
}

/** Sanitized and put in the page, where anything left to run would run. */
async function render(html: string): Promise<HTMLElement> {
  const host = await sanitized(html)
  document.body.append(host)
  return host
}

describe('sanitizeHtml', () => {
  it('keeps the formatting an operator writes', async () => {
    const html = '<h2>Terms</h2><p>Deposit <strong>$20</strong>, <em>once</em>.</p><ul><li>One</li></ul><a href="/qa">Q&amp;A</a>' +
      '<table><tbody><tr><td colspan="2" rowspan="1">cell</td></tr></tbody></table><a href="/legal" rel="help">Legal</a>'
    expect(await sanitizeHtml(html)).toBe(html)
  })

  it('keeps the words of a wrapper it takes away', async () => {
    expect(await sanitizeHtml('<div><font color="red">Ends <b>Sunday</b></font></div>')).toBe('Ends <b>Sunday</b>')
  })

  it.each([
    ['a script', '<script>window.__xss = 1</script><p>ok</p>'],
    ['a script inside svg', '<svg><script>window.__xss = 1</script></svg>'],
    ['an event handler', '<img src="x" onerror="window.__xss = 1"><p onclick="window.__xss = 1">ok</p>'],
    ['a javascript: link', '<a href="javascript:window.__xss = 1">go</a>'],
    ['an iframe', '<iframe src="https://evil.example" onload="window.__xss = 1"></iframe>'],
    ['a form', '<form action="https://evil.example"><input name="password"><button>Verify</button></form>'],
    ['a style element and attribute', '<style>body { display: none }</style><p style="position: fixed">ok</p>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">go</a>'],
  ])('removes %s and nothing runs', async (_case, hostile) => {
    const host = await render(hostile)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((window as { __xss?: unknown }).__xss).toBeUndefined()
    expect(host.querySelectorAll('script, style, form, input, button, iframe, svg, img').length).toBe(0)
    for (const element of host.querySelectorAll('*')) {
      for (const { name } of Array.from(element.attributes)) expect(name).toMatch(/^(href|title|rel|colspan|rowspan)$/)
    }
    for (const link of host.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/^(javascript|data):/i)
    host.remove()
  })

  it('gives links that leave the site noopener noreferrer', async () => {
    expect(await sanitizeHtml('<a href="https://www.gamblersanonymous.org" rel="opener">GA</a>')).toBe(
      '<a href="https://www.gamblersanonymous.org" rel="noopener noreferrer">GA</a>',
    )
  })
})
