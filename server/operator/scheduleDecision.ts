// What a feature asks of the demo operator (demoOperator.ts): a decision an operator would take, at a
// time. Apart from the operator that takes them, so a feature that schedules imports nothing that
// imports the features back.
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema'

export type ScheduledDecision =
  | { subject: 'bank_card'; subjectId: number; decision: 'verify' | 'reject' }
  | { subject: 'request'; subjectId: number; decision: 'approve' | 'reject'; reason?: string | null }
  | { subject: 'request'; subjectId: number; decision: 'reply' }

/**
 * Has the demo operator take `decision` at `dueAt`. A subject has at most one decision waiting: a
 * new one replaces it.
 */
export async function scheduleDecision(db: Kysely<DB> | Transaction<DB>, scheduled: ScheduledDecision & { dueAt: Date; at: Date }): Promise<void> {
  const values = {
    subject: scheduled.subject,
    subject_id: scheduled.subjectId,
    decision: scheduled.decision,
    reason: 'reason' in scheduled ? (scheduled.reason ?? null) : null,
    due_at: scheduled.dueAt,
    created_at: scheduled.at,
  }
  await db
    .insertInto('scheduled_decisions')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['subject', 'subject_id'])
        .where('done_at', 'is', null)
        .doUpdateSet({ decision: values.decision, reason: values.reason, due_at: values.due_at, created_at: values.created_at }),
    )
    .execute()
}
