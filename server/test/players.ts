import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { adjustBalance } from '../operator/adjustments'
import { call, registerMember, TEST_REAL_NAME } from './harness'

export interface Player {
  token: string
  username: string
  memberId: number
}

/**
 * A registered member (a transfer wallet unless `seamless`) with `balance` minor units in main and
 * `points` points, credited through the ledger as an operator's adjustment.
 */
export async function registerPlayer(app: FastifyInstance, db: Kysely<DB>, { balance = 0, points = 0, seamless = false } = {}): Promise<Player> {
  const { username, token } = await registerMember(app, 'play')
  const { id: memberId } = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()
  if (seamless) await db.updateTable('members').set({ seamless: true }).where('id', '=', memberId).execute()
  const at = new Date('2026-02-01T00:00:00.000Z')
  await db.transaction().execute(async (trx) => {
    if (balance > 0) await adjustBalance(trx, { memberId, account: 'main', amount: balance, memo: 'test funds', at })
    if (points > 0) await adjustBalance(trx, { memberId, account: 'point', amount: points, memo: 'test points', at })
  })
  return { token, username, memberId }
}

/** A KB card in the player's own name ending in 4567, bound at `at` and verified then unless `verified` is false; its id. */
export async function addCard(db: Kysely<DB>, player: Player, at: Date, { verified = true } = {}): Promise<number> {
  const { id } = await db
    .insertInto('bank_cards')
    .values({
      member_id: player.memberId, bank_code: 'KB', bank_name: 'KB Kookmin Bank', branch: 'Gangnam', account_holder: TEST_REAL_NAME,
      account_number: `110-${player.memberId}-4567`, is_verify: verified, created_at: at, verified_at: verified ? at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** A member call that moves money, with its own Idempotency-Key unless one is given. */
export function keyed(app: FastifyInstance, path: string, body: unknown, token: string, key: string = crypto.randomUUID()) {
  return call(app, 'POST', path, body, { token, headers: { 'idempotency-key': key } })
}
