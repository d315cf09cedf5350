import type { FastifyInstance } from 'fastify'
import { beforeAll, expect, it } from 'vitest'
import { FAVOURITES_MAX, RECENT_GAMES_MAX } from '../../src/shared/calls/memberGames'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call, type TestClock } from '../test/harness'
import { registerPlayer, type Player } from '../test/players'

interface GameRow {
  games: { id: number; name: string }[]
}

describeDatabases('favourite and recently played games', (target: DatabaseTarget) => {
  let app: FastifyInstance
  let clock: TestClock
  let gameIds: number[]
  beforeAll(async () => {
    ;({ app, clock } = await buildTestApp(target.database))
    gameIds = (await db().selectFrom('games').select('id').orderBy('id').limit(FAVOURITES_MAX + 1).execute()).map((row) => row.id)
  })

  const db = () => target.database.db
  const favourites = async (player: Player, lang = 'en') =>
    ((await call(app, 'GET', '/Game/getFavouriteList', undefined, { token: player.token, headers: { lang } })).body as unknown as GameRow).games.map((g) => g.id)
  const star = (player: Player, gameId: number, favourite = true) => {
    clock.advance(1_000)
    return call(app, 'POST', '/Game/setFavourite', { gameId, favourite }, { token: player.token })
  }
  const recent = async (player: Player) => ((await call(app, 'GET', '/Game/getRecentList', undefined, { token: player.token })).body as unknown as GameRow).games.map((g) => g.id)
  const launch = (player: Player, gameId: number) => {
    clock.advance(1_000)
    return call(app, 'POST', '/Game/launchGame', { gameId }, { token: player.token })
  }

  it('keeps each member’s favourites apart: one member’s stars are never another’s', async () => {
    const [ana, ben] = [await registerPlayer(app, db()), await registerPlayer(app, db())]
    expect(await favourites(ana)).toEqual([])
    const starred = await star(ana, gameIds[0]!)
    expect(starred.status).toBe(200)
    expect((starred.body as unknown as GameRow).games.map((g) => g.id)).toEqual([gameIds[0]])
    await star(ana, gameIds[1]!)
    await star(ana, gameIds[1]!)
    await star(ben, gameIds[2]!)
    expect(await favourites(ana)).toEqual([gameIds[1], gameIds[0]])
    expect(await favourites(ben)).toEqual([gameIds[2]])

    // Unstarring touches only the caller's own star, and twice is the same as once.
    await star(ben, gameIds[0]!, false)
    expect(await favourites(ana)).toEqual([gameIds[1], gameIds[0]])
    await star(ana, gameIds[0]!, false)
    await star(ana, gameIds[0]!, false)
    expect(await favourites(ana)).toEqual([gameIds[1]])
  })

  it('names favourites in the asked language, refuses a visitor, an unknown game and one star too many', async () => {
    const player = await registerPlayer(app, db())
    expect((await call(app, 'GET', '/Game/getFavouriteList')).status).toBe(401)
    expect((await call(app, 'POST', '/Game/setFavourite', { gameId: gameIds[0], favourite: true })).status).toBe(401)
    expect((await star(player, 999_999_999)).body).toEqual({ errorMessage: 'not_found', errorValues: { gameId: 999_999_999 } })
    expect((await call(app, 'POST', '/Game/setFavourite', { gameId: 'one', favourite: true }, { token: player.token })).status).toBe(400)

    await star(player, gameIds[0]!)
    const names = async (lang: string) =>
      ((await call(app, 'GET', '/Game/getFavouriteList', undefined, { token: player.token, headers: { lang } })).body as unknown as GameRow).games[0]!.name
    const stored = await db().selectFrom('games').select('name').where('id', '=', gameIds[0]!).executeTakeFirstOrThrow()
    expect(await names('kr')).toBe((stored.name as Record<string, string>).kr ?? (stored.name as Record<string, string>).en)

    for (const gameId of gameIds.slice(1, FAVOURITES_MAX)) await db().insertInto('favourite_games').values({ member_id: player.memberId, game_id: gameId, created_at: new Date() }).execute()
    expect(await favourites(player)).toHaveLength(FAVOURITES_MAX)
    expect((await star(player, gameIds[FAVOURITES_MAX]!)).body).toEqual({ errorMessage: 'favourites_full', errorValues: { max: FAVOURITES_MAX } })
    // Starring one already starred is not one too many.
    expect((await star(player, gameIds[0]!)).status).toBe(200)
  })

  it('lists the last ten games a member opened, the last one first, and nobody else’s', async () => {
    const [player, other] = [await registerPlayer(app, db(), { seamless: true, balance: 1_000 }), await registerPlayer(app, db(), { seamless: true })]
    expect(await recent(player)).toEqual([])
    expect((await call(app, 'GET', '/Game/getRecentList')).status).toBe(401)
    const opened = gameIds.slice(0, RECENT_GAMES_MAX + 2)
    for (const gameId of opened) expect((await launch(player, gameId)).status).toBe(200)
    await launch(other, gameIds[50]!)
    expect(await recent(player)).toEqual(opened.slice(2).reverse())

    // Opening one again moves it first without a second row.
    await launch(player, opened[5]!)
    const again = await recent(player)
    expect(again[0]).toBe(opened[5])
    expect(again).toHaveLength(RECENT_GAMES_MAX)
    expect(new Set(again).size).toBe(RECENT_GAMES_MAX)
    expect(await recent(other)).toEqual([gameIds[50]])
  })
})
