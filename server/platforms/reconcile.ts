import type { Kysely } from 'kysely'
import type { Config } from '../config'
import type { DB } from '../db/schema'
import type { JobLog } from '../jobs/runner'
import { reconcileTransfer, type Reconciled } from './transfers'

// The reconciliation pass: every transfer a platform did not confirm is asked about again, each in
// a transaction of its own under the request's row lock, taken with `skip locked` so several server
// instances share the work and none settles a transfer another is settling.

const MAX_PER_PASS = 200

export interface Reconciliation {
  db: Kysely<DB>
  config: Pick<Config, 'demoPlatformFaults' | 'now'>
  log: JobLog
}

export async function reconcilePendingTransfers({ db, config, log }: Reconciliation): Promise<Record<Reconciled, number>> {
  const tally: Record<Reconciled, number> = { completed: 0, failed: 0, unknown: 0 }
  const pending = await db
    .selectFrom('member_requests')
    .select('id')
    .where('kind', '=', 'platform_transfer')
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(MAX_PER_PASS)
    .execute()
  for (const { id } of pending) {
    try {
      const outcome = await db.transaction().execute(async (trx) => {
        const request = await trx
          .selectFrom('member_requests')
          .selectAll()
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .forUpdate()
          .skipLocked()
          .executeTakeFirst()
        return request ? reconcileTransfer(trx, config, request, config.now()) : null
      })
      if (outcome) tally[outcome] += 1
    } catch (error) {
      log.error({ err: error, requestId: id }, 'a pending platform transfer could not be reconciled')
    }
  }
  return tally
}
