import type { Kysely, Transaction } from 'kysely'
import type { Config } from '../config'
import type { DB, ScheduledOutcome } from '../db/schema'
import { reviewPendingCard } from '../banking/cards'
import { ApiError } from '../http/errors'
import { lockRequest } from '../requests/memberRequests'
import { operatorKindOf, type OperatorKinds } from './kinds'

// Without a human operator the demo still shows every flow: a feature schedules the decision an
// operator would take (verify a card, approve, reject or answer a request) for a time, and the demo operator
// job takes it once it is due. Decisions live in the database, so they survive a restart (those that
// fell due while the server was down are taken at start) and several instances share them: each
// takes a due decision with `for update skip locked`, so no decision is taken twice.

/** At most this many decisions per run, so one run cannot hold the job for long. */
const MAX_PER_RUN = 500

export interface DemoOperator {
  db: Kysely<DB>
  config: Config
  kinds: OperatorKinds
  log: { error(details: object, message: string): void }
}

export type DecisionTally = Record<ScheduledOutcome, number>

/** Takes every decision due by now, each in a transaction of its own. */
export async function runDueDecisions({ db, config, kinds, log }: DemoOperator): Promise<DecisionTally> {
  const now = config.now()
  const tally: DecisionTally = { applied: 0, superseded: 0, failed: 0 }
  for (let taken = 0; taken < MAX_PER_RUN; taken += 1) {
    let current: number | undefined
    let outcome: ScheduledOutcome
    try {
      const done = await db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('scheduled_decisions')
          .selectAll()
          .where('done_at', 'is', null)
          .where('due_at', '<=', now)
          .orderBy('due_at')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst()
        if (!due) return null
        current = due.id
        const applied = await take(trx, kinds, config, due, now)
        await trx.updateTable('scheduled_decisions').set({ done_at: now, outcome: applied }).where('id', '=', due.id).execute()
        return applied
      })
      if (done === null) break
      outcome = done
    } catch (error) {
      if (current === undefined) throw error
      // Whatever the decision wrote is rolled back. The member or an operator got there first
      // (cancelled, decided), or it cannot be taken at all: either way it is done, not retried every run.
      const superseded = error instanceof ApiError && error.code === 'request_not_changeable'
      if (!superseded) log.error({ err: error, scheduledDecision: current }, 'the demo operator could not take a decision')
      outcome = superseded ? 'superseded' : 'failed'
      await db.updateTable('scheduled_decisions').set({ done_at: now, outcome }).where('id', '=', current).where('done_at', 'is', null).execute()
    }
    tally[outcome] += 1
  }
  return tally
}

async function take(
  trx: Transaction<DB>,
  kinds: OperatorKinds,
  config: Config,
  due: { subject: 'bank_card' | 'request'; subject_id: number; decision: string; reason: string | null },
  now: Date,
): Promise<ScheduledOutcome> {
  if (due.subject === 'bank_card') {
    // Scheduled as 'verify'; the review rejects the card instead when its number is someone else's.
    if (due.decision !== 'verify') throw new Error(`the demo operator only reviews cards for verification, not "${due.decision}"`)
    return (await reviewPendingCard(trx, due.subject_id, now)) ? 'applied' : 'superseded'
  }
  const request = await lockRequest(trx, due.subject_id)
  if (!request) throw new Error(`scheduled decision for missing request ${due.subject_id}`)
  if (due.decision === 'reply') {
    const demoReply = operatorKindOf(kinds, request.kind)?.demoReply
    if (!demoReply) throw new Error(`nothing replies to ${request.kind} requests`)
    await demoReply(trx, request, { at: now, config })
    return 'applied'
  }
  if (due.decision !== 'approve' && due.decision !== 'reject') throw new Error(`unknown request decision "${due.decision}"`)
  const decide = operatorKindOf(kinds, request.kind)?.decide
  if (!decide) throw new Error(`nothing decides ${request.kind} requests`)
  await decide(trx, request, { decision: due.decision, reason: due.reason }, { at: now, config })
  return 'applied'
}
