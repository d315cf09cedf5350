import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, expect, it } from 'vitest'
import type { Config } from '../config'
import { checkLedgerInvariants } from '../ledger/invariants'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, call } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { keyed, registerPlayer } from '../test/players'
import { reconcilePendingTransfers } from './reconcile'

// Races only show on PostgreSQL (PGlite runs one transaction at a time).
describeDatabases(
  'game wallet under concurrency',
  (target: DatabaseTarget) => {
    let app: FastifyInstance
    let config: Config
    beforeAll(async () => {
      ;({ app, config } = await buildTestApp(target.database, { demoPlatformFaults: { jili: 'timeout', 'pg-soft': 'lost' } }))
    })
    afterEach(() => expectLedgerSound(target.database.db))
    const db = () => target.database.db

    /** Everything the member owns: main, every platform account and what is held for them. */
    const owned = async (memberId: number) => {
      const rows = await db().selectFrom('accounts').select(['kind', 'balance']).where('member_id', '=', memberId).where('kind', 'in', ['main', 'platform', 'hold']).execute()
      return rows.reduce((sum, row) => sum + (row.balance ?? 0), 0)
    }

    it('keeps the ledger sound through 50 concurrent transfers and rounds of one member', async () => {
      const player = await registerPlayer(app, db(), { balance: 100_000 })
      await keyed(app, '/GamePlatform/transfer', { platform: 'pragmatic', direction: 'in', amount: 20_000 }, player.token)
      const launched = (await call(app, 'POST', '/Game/launchGame', { gameId: (await db().selectFrom('games').innerJoin('game_providers', 'game_providers.id', 'games.provider_id').select('games.id').where('game_providers.slug', '=', 'pragmatic').executeTakeFirstOrThrow()).id }, { token: player.token })).body as { url: string }
      const gameToken = launched.url.split('#')[1]!

      const work = Array.from({ length: 50 }, (_, i) => {
        if (i % 2 === 0) {
          return call(app, 'POST', '/demo-games/round', { roundId: crypto.randomUUID(), stake: 500 }, { headers: { 'game-session': gameToken } })
        }
        const platform = ['pragmatic', 'evolution', 'jili'][i % 3]!
        const direction = i % 4 === 1 ? 'in' : 'out'
        return keyed(app, '/GamePlatform/transfer', { platform, direction, amount: 1_000 + (i % 7) * 300 }, player.token)
      })
      const answers = await Promise.all(work)
      // Every one is applied or refused with a reason; none fails.
      for (const answer of answers) expect([200, 409]).toContain(answer.status)
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(25)

      const bets = await db().selectFrom('bets').select(['stake', 'payout']).where('member_id', '=', player.memberId).execute()
      const net = bets.reduce((sum, bet) => sum + bet.payout - bet.stake, 0)
      expect(await owned(player.memberId)).toBe(100_000 + net)
    })

    it('keeps each member whole when many members transfer and play at once', async () => {
      const players = await Promise.all(Array.from({ length: 5 }, () => registerPlayer(app, db(), { balance: 20_000, seamless: false })))
      const work = players.flatMap((player) =>
        Array.from({ length: 10 }, (_, i) => keyed(app, i % 2 ? '/GamePlatform/transferBack' : '/GamePlatform/transfer', i % 2 ? {} : { platform: 'evolution', direction: 'in', amount: 1_500 }, player.token)),
      )
      const answers = await Promise.all(work)
      for (const answer of answers) expect([200, 409]).toContain(answer.status)
      for (const player of players) expect(await owned(player.memberId)).toBe(20_000)
    })

    it('settles each unconfirmed transfer exactly once when two instances reconcile at the same time', async () => {
      const player = await registerPlayer(app, db(), { balance: 40_000 })
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => keyed(app, '/GamePlatform/transfer', { platform: i % 2 ? 'jili' : 'pg-soft', direction: 'in', amount: 1_000 }, player.token)),
      )
      const pending = await db().selectFrom('member_requests').select('id').where('member_id', '=', player.memberId).where('status', '=', 'pending').execute()
      expect(pending).toHaveLength(20)

      const other = await target.openAnother()
      const log = { error: (details: object, message: string) => console.error(message, details) }
      await Promise.all([reconcilePendingTransfers({ db: db(), config, log }), reconcilePendingTransfers({ db: other.db, config, log })])
      const statuses = await db().selectFrom('member_requests').select('status').where('member_id', '=', player.memberId).execute()
      expect(statuses.filter((r) => r.status === 'completed')).toHaveLength(10)
      expect(statuses.filter((r) => r.status === 'failed')).toHaveLength(10)

      const settled = await db()
        .selectFrom('member_requests')
        .innerJoin('transfers', 'transfers.request_id', 'member_requests.id')
        .select(['member_requests.id', 'member_requests.status'])
        .where('member_requests.member_id', '=', player.memberId)
        .execute()
      // Each request moved twice: held, then on to the platform or back to main.
      const moves = new Map<number, number>()
      for (const row of settled) moves.set(row.id, (moves.get(row.id) ?? 0) + 1)
      expect([...moves.values()].every((count) => count === 2)).toBe(true)
      expect(await owned(player.memberId)).toBe(40_000)
      const jili = await db().selectFrom('accounts').select('balance').where('member_id', '=', player.memberId).where('platform', '=', 'jili').executeTakeFirstOrThrow()
      expect(jili.balance).toBe(10_000)
      expect(await checkLedgerInvariants(other.db)).toEqual([])
    })
  },
  { postgresOnly: true },
)
