import type { SelectQueryBuilder } from 'kysely'
import type { DB } from './schema'

/** A page of the member's own rows, newest first, and how many there are in all. */
export async function newestFirstPage<T extends 'member_messages' | 'member_requests'>(own: SelectQueryBuilder<DB, T, {}>, page: number, pageSize: number) {
  const rows = await own.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute()
  const { total } = await own.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return { rows, total: Number(total) }
}
