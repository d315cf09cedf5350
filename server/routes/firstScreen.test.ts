import { describe, expect, it } from 'vitest'
import { withFirstScreen } from './firstScreen'

const html = '<html><head><script type="module" src="/a.js"></script></head><body><div id="root"></div></body></html>'

describe('the first screen in the page', () => {
  it('cannot be ended early by the text of the content it carries', () => {
    const hostile = '</script><script>alert(1)</script>\u2028'
    const page = withFirstScreen(html, { lang: 'en', answers: [{ name: 'getAnnouncementList', answer: { announcements: [{ title: hostile }] } }] })
    const block = /<script type="application\/json" id="first-screen">(.*)<\/script><\/body>/.exec(page)![1]!
    expect(block).not.toContain('</script')
    expect(block).not.toContain('\u2028')
    expect(JSON.parse(block).answers[0].answer.announcements[0].title).toBe(hostile)
  })

  it('preloads the featured banner first, its address escaped, and leaves a page without answers alone', () => {
    const promotions = [
      { banner: '/media/b.svg', featured: false },
      { banner: '/media/"a".svg', featured: true },
    ]
    const page = withFirstScreen(html, { lang: 'en', answers: [{ name: 'getPromotionList', answer: { promotions } }] })
    expect(page).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/&quot;a&quot;.svg"></head>')
    expect(withFirstScreen(html, null)).toBe(html)
    expect(withFirstScreen(html, { lang: 'en', answers: [] })).toBe(html)
  })
})
