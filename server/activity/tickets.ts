import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'

// Lucky-draw tickets: a count per member. Spending is one guarded update, which takes the row's lock
// and checks the count again after any wait, so concurrent draws can never spend more than there is.

export async function ticketsHeld(db: Kysely<DB> | Transaction<DB>, memberId: number): Promise<number> {
  const row = await db.selectFrom('draw_tickets').select('tickets').where('member_id', '=', memberId).executeTakeFirst()
  return row?.tickets ?? 0
}

export async function grantTickets(trx: Transaction<DB>, memberId: number, count: number, at: Date): Promise<void> {
  if (!Number.isSafeInteger(count) || count <= 0) throw new RangeError(`tickets to grant must be a positive whole number, got ${count}`)
  await trx
    .insertInto('draw_tickets')
    .values({ member_id: memberId, tickets: count, updated_at: at })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ tickets: sql`draw_tickets.tickets + excluded.tickets`, updated_at: at }))
    .execute()
}

/** Spends `count` tickets; answers 409 no_draw_tickets (spending none) when the member holds fewer. Returns what is left. */
export async function spendTickets(trx: Transaction<DB>, memberId: number, count: number, at: Date): Promise<number> {
  const row = await trx
    .updateTable('draw_tickets')
    .set({ tickets: sql`tickets - ${count}`, updated_at: at })
    .where('member_id', '=', memberId)
    .where('tickets', '>=', count)
    .returning('tickets')
    .executeTakeFirst()
  if (!row) throw new ApiError(409, 'no_draw_tickets', { needed: count })
  return row.tickets
}
