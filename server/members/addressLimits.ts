import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'

// Per-address limits on the public calls that need no password: one machine must not farm accounts,
// flood members with reset codes or spray code guesses over many usernames. The window is an hour.

export const ADDRESS_WINDOW_MINUTES = 60
/** The default: an office, a café's wifi or a carrier's shared address fits; a farm of accounts does not. Config may change it. */
export const REGISTRATIONS_PER_ADDRESS = 50
/** Reset codes asked for from one address, whatever the usernames. */
export const RESET_CODES_PER_ADDRESS = 10
/** Reset codes confirmed from one address, right or wrong: each code allows a few guesses, this caps them over all usernames. */
export const RESET_CONFIRMATIONS_PER_ADDRESS = 20

export type AddressAction = 'register' | 'reset_code' | 'reset_confirm'

/**
 * Holds, until `trx` ends, the lock of one per-address limit (`scope`) on `ip`: the limit's count,
 * decision and record taken under it are one step for any number of instances.
 */
export async function lockAddress(trx: Transaction<DB>, scope: string, ip: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`address:${scope}:${ip}`}))`.execute(trx)
}

/**
 * Spends one of the address's `max` attempts at `action` in the window, or throws 429
 * `too_many_attempts` with the minutes until the oldest counted one leaves it. Every attempt
 * counts, whatever its outcome. Under a lock per action and address the count, the decision and
 * the record are one step, so a burst gets no more than `max` through on any number of instances.
 * It commits on its own, before the call's work.
 */
export async function spendAddressAttempt(db: Kysely<DB>, action: AddressAction, max: number, ip: string, now: Date): Promise<void> {
  const windowMs = ADDRESS_WINDOW_MINUTES * 60_000
  const freedAt = await db.transaction().execute(async (trx) => {
    await lockAddress(trx, action, ip)
    const recent = await trx
      .selectFrom('address_attempts')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<Date>('at').as('oldest')])
      .where('action', '=', action)
      .where('ip', '=', ip)
      .where('at', '>', new Date(now.getTime() - windowMs))
      .executeTakeFirstOrThrow()
    if (Number(recent.count) >= max) return new Date(recent.oldest).getTime() + windowMs
    await trx.insertInto('address_attempts').values({ action, ip, at: now }).execute()
    return null
  })
  if (freedAt !== null) throw new ApiError(429, 'too_many_attempts', { minutes: Math.max(1, Math.ceil((freedAt - now.getTime()) / 60_000)) })
}
