import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema'

/** Usernames are unique regardless of case (the unique index is on lower(username)). */
export function findMemberByUsername(db: Kysely<DB> | Transaction<DB>, username: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst()
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown }
  return code === '23505' && violated === constraint
}
