import type { FastifyInstance } from 'fastify'
import { beforeAll, expect, it } from 'vitest'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call } from '../test/harness'
import { seedContentIfEmpty } from '../content/seedContent'

describeDatabases('public content', (target: DatabaseTarget) => {
  let app: FastifyInstance
  beforeAll(async () => {
    ;({ app } = await buildTestApp(target.database))
  })

  const games = (body: object, lang = 'en') => call(app, 'POST', '/Game/getGameList', body, { headers: { lang } })

  it('lists the category tree with the six top categories and game counts of at least 500 games', async () => {
    const { status, body } = await call(app, 'GET', '/Game/getCategoryList', undefined, { headers: { lang: 'kr' } })
    expect(status).toBe(200)
    const categories = (body as { categories: { path: string; parent: string | null; name: string; gameCount: number }[] }).categories
    const top = categories.filter((c) => c.parent === null)
    expect(top.map((c) => c.path)).toEqual(['slots', 'live-casino', 'sports', 'lottery', 'fishing', 'cards'])
    expect(top.find((c) => c.path === 'slots')?.name).toBe('슬롯')
    expect(top.reduce((sum, c) => sum + c.gameCount, 0)).toBeGreaterThanOrEqual(500)
    expect(categories.find((c) => c.path === 'live-casino/evolution/baccarat')).toMatchObject({ parent: 'live-casino/evolution', gameCount: 12 })
  })

  it('pages a category, filters by provider and searches names in the asked language', async () => {
    const first = await games({ category: 'slots', page: 1, pageSize: 24 })
    expect(first.status).toBe(200)
    const page = first.body as { games: { name: string; provider: { slug: string } }[]; total: number; providers: { slug: string; gameCount: number }[] }
    expect(page.games).toHaveLength(24)
    expect(page.total).toBe(225)
    expect(page.providers.map((p) => p.slug)).toContain('pragmatic')

    const byProvider = (await games({ category: 'slots', provider: 'pg-soft', page: 1, pageSize: 60 })).body as typeof page
    expect(byProvider.total).toBe(45)
    expect(byProvider.games.every((g) => g.provider.slug === 'pg-soft')).toBe(true)

    const english = (await games({ category: 'slots', search: 'dragon', page: 1, pageSize: 60 })).body as typeof page
    expect(english.total).toBeGreaterThan(0)
    expect(english.games.every((g) => /dragon/i.test(g.name))).toBe(true)
    const korean = (await games({ category: 'slots', search: '드래곤', page: 1, pageSize: 60 }, 'kr')).body as typeof page
    expect(korean.total).toBe(english.total)
    const wildcard = (await games({ category: 'slots', search: '%', page: 1, pageSize: 60 })).body as typeof page
    expect(wildcard.total).toBe(0)
  })

  it('answers an unknown category with 404 and bad paging with a field error', async () => {
    expect((await games({ category: 'slots/nobody', page: 1, pageSize: 24 })).status).toBe(404)
    const tooBig = await games({ category: 'slots', page: 1, pageSize: 500 })
    expect(tooBig).toMatchObject({ status: 400, body: { errorMessage: 'field_too_large', errorValues: { field: 'pageSize', max: 60 } } })
    const badPath = await games({ category: '../etc', page: 1, pageSize: 24 })
    expect(badPath).toMatchObject({ status: 400, body: { errorMessage: 'field_invalid', errorValues: { field: 'category' } } })
  })

  it('serves every text in the language of the Lang header, English for an unknown one', async () => {
    const titles = async (lang: string) =>
      ((await call(app, 'GET', '/Announcement/getAnnouncementList', undefined, { headers: { lang } })).body as { announcements: { title: string }[] }).announcements[0]?.title
    expect(await titles('en')).toBe('Lucky draw week: double tickets')
    expect(await titles('tw')).toBe('幸運抽獎週：抽獎券加倍')
    expect(await titles('vn')).toBe('Tuần lễ vòng quay may mắn: nhân đôi vé')
    expect(await titles('xx')).toBe('Lucky draw week: double tickets')
    const legal = await call(app, 'POST', '/Content/getLegalPage', { page: 'responsible' }, { headers: { lang: 'kr' } })
    expect((legal.body as { html: string }).html).toContain('1336')
    const qa = await call(app, 'GET', '/Qa/getQaList', undefined, { headers: { lang: 'vn' } })
    expect((qa.body as { topics: { name: string }[] }).topics[0]?.name).toBe('Tài khoản')
  })

  it('finds a promotion by a slug of several segments and 404s an unknown one', async () => {
    const list = (await call(app, 'GET', '/Promotion/getPromotionList')).body as { promotions: { slug: string; featured: boolean }[] }
    expect(list.promotions.some((p) => p.slug === 'welcome/sports/free-bet')).toBe(true)
    expect(list.promotions.filter((p) => p.featured)).toHaveLength(1)
    const detail = await call(app, 'POST', '/Promotion/getPromotionDetail', { slug: 'welcome/sports/free-bet' })
    expect(detail).toMatchObject({ status: 200, body: { action: 'register', category: 'welcome' } })
    expect((await call(app, 'POST', '/Promotion/getPromotionDetail', { slug: 'a/b' })).status).toBe(404)
  })

  it('serves the generated artwork as small cacheable SVGs', async () => {
    const page = (await games({ category: 'fishing', page: 1, pageSize: 1 })).body as { games: { image: string }[] }
    const image = page.games[0]?.image ?? ''
    const response = await app.inject({ method: 'GET', url: image })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('image/svg+xml')
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    expect(response.body.length).toBeLessThan(6000)
    expect((await app.inject({ method: 'GET', url: '/media/games/none.svg' })).statusCode).toBe(404)
  })

  it('gives a catalogue seeded with an older drawing of the artwork today\'s at the next start', async () => {
    const { db } = target.database
    const first = await db.selectFrom('games').select(['id', 'image']).orderBy('id').limit(1).executeTakeFirstOrThrow()
    const old = '/media/games/pragmatic/pragmatic-golden-dragon.svg'
    await db.insertInto('media').values({ path: old, content_type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>', created_at: new Date() }).execute()
    await db.updateTable('games').set({ image: old }).where('id', '=', first.id).execute()
    await db.deleteFrom('media').where('path', '=', first.image).execute()

    expect(await seedContentIfEmpty(db, new Date())).toBe(false)
    const redrawn = await db.selectFrom('games').select('image').where('id', '=', first.id).executeTakeFirstOrThrow()
    expect(redrawn.image).toBe(first.image)
    expect((await app.inject({ method: 'GET', url: first.image })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: old })).statusCode).toBe(404)
  })
})
