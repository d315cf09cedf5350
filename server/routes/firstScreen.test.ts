import { describe, expect, it } from 'vitest'
import { holdsFirstScreen, withFirstScreen } from './firstScreen'

const html = '<html><head><script type="module" src="/a.js"></script></head><body><div id="root"><header class="site-header"></header></div></body></html>'

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
      { slug: 'b', title: 'B', banner: '/media/b.svg', featured: false },
      { slug: 'a', title: 'A', banner: '/media/"a".svg', featured: true },
    ]
    const page = withFirstScreen(html, { lang: 'en', answers: [{ name: 'getPromotionList', answer: { promotions } }] })
    expect(page).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/&quot;a&quot;.svg"></head>')
    expect(withFirstScreen(html, null)).toBe(html)
    expect(withFirstScreen(html, { lang: 'en', answers: [] })).toBe(html)
  })

  it("preloads the lobby's first game tile, the largest image of its first screen on a phone", () => {
    const games = [{ id: 1, name: 'Golden', image: '/media/games/golden.svg' }, { id: 2, name: 'Mystic', image: '/media/games/mystic.svg' }]
    const page = withFirstScreen(html, { lang: 'en', answers: [{ name: 'getCategoryList', answer: { categories: [] } }, { name: 'getGameList', answer: { games } }] })
    expect(page).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/games/golden.svg"></head>')
    expect(page.match(/rel="preload"/g)).toHaveLength(1)
  })

  it('draws the hero under the header shell, featured first, in the language of the page, its text escaped', () => {
    const promotions = [
      { slug: 'plain', title: 'Plain', banner: '/media/plain.svg', featured: false },
      { slug: 'best one/2', title: '<b>Best</b> & more', banner: '/media/best.svg', featured: true },
    ]
    const page = withFirstScreen(html, { lang: 'kr', answers: [{ name: 'getPromotionList', answer: { promotions } }] })
    const hero = /<\/header>(<main class="site-main">.*<\/main>)<\/div>/.exec(page)![1]!
    expect(hero).toContain('<h1>슬롯, 라이브 카지노, 스포츠를 한곳에서</h1>')
    expect(hero).toContain('<a class="hero-promotion" href="/promotions/best%20one/2"><img class="banner" src="/media/best.svg"')
    expect(hero).toContain('<span>&lt;b&gt;Best&lt;/b&gt; &amp; more</span>')
    expect(hero.indexOf('best.svg')).toBeLessThan(hero.indexOf('plain.svg'))
    expect(hero).not.toContain('<b>')
  })

  it("belongs in the site's own page, under its header shell, not in another app's", () => {
    expect(holdsFirstScreen(html)).toBe(true)
    expect(holdsFirstScreen('<html><head></head><body><div id="root"></div></body></html>')).toBe(false)
  })

  it('draws no hero on a page without promotions (the lobby)', () => {
    const page = withFirstScreen(html, { lang: 'en', answers: [{ name: 'getCategoryList', answer: { categories: [] } }] })
    expect(page).not.toContain('site-main')
  })
})
