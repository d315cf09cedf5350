// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitizeHtml'

function render(html: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = sanitizeHtml(html)
  document.body.append(host)
  return host
}

describe('sanitizeHtml', () => {
  it('keeps the formatting an operator writes', () => {
    const html = '<h2>Terms</h2><p>Deposit <strong>$20</strong>, <em>once</em>.</p><ul><li>One</li></ul><a href="/qa">Q&amp;A</a>'
    expect(sanitizeHtml(html)).toBe(html)
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
    const host = render(hostile)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((window as { __xss?: unknown }).__xss).toBeUndefined()
    expect(host.querySelectorAll('script, style, form, input, button, iframe, svg, img').length).toBe(0)
    for (const element of host.querySelectorAll('*')) {
      for (const { name } of Array.from(element.attributes)) expect(name).toMatch(/^(href|title|rel|colspan|rowspan)$/)
    }
    for (const link of host.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/^(javascript|data):/i)
    host.remove()
  })

  it('gives links that leave the site noopener noreferrer', () => {
    expect(sanitizeHtml('<a href="https://www.gamblersanonymous.org">GA</a>')).toBe(
      '<a href="https://www.gamblersanonymous.org" rel="noopener noreferrer">GA</a>',
    )
  })
})
