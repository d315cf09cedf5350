import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { MemberMessage } from '../../src/shared/calls/messages'
import type { AppContext } from '../appContext'
import type { DB } from '../db/schema'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'
import { memberAccount, POINT_CURRENCY, systemAccountId } from '../ledger/accounts'
import { postTransfer } from '../ledger/postTransfer'
import { publishUnread } from '../messages/inbox'

export async function messageRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  // Every query starts here, so a member only ever sees or touches their own messages that are not deleted.
  const ownMessages = (memberId: number) =>
    db.selectFrom('member_messages').where('member_id', '=', memberId).where('deleted_at', 'is', null)

  defineRoute(app, context, 'getMemberPrivateMessage', async ({ input, session }) => {
    const inbox = ownMessages(session.memberId).where('kind', '=', input.kind)
    const rows = await inbox
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute()
    const { total } = await inbox.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
    const messages = rows.map(
      (row): MemberMessage => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        body: row.body,
        createdAt: row.created_at.toISOString(),
        read: row.read_at !== null,
        prize: row.prize_kind && row.prize_amount ? { kind: row.prize_kind, amount: row.prize_amount, claimed: row.prize_claimed_at !== null } : null,
      }),
    )
    return { messages, total: Number(total) }
  })

  defineRoute(app, context, 'batchReadMemberPrivateMessage', async ({ input, session }) => {
    const read = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('member_messages')
        .set({ read_at: config.now() })
        .where('member_id', '=', session.memberId)
        .where('deleted_at', 'is', null)
        .where('read_at', 'is', null)
        .where('id', 'in', input.ids)
        .executeTakeFirst()
      if (result.numUpdatedRows > 0n) await publishUnread(trx, session.memberId)
      return Number(result.numUpdatedRows)
    })
    return { read }
  })

  defineRoute(app, context, 'batchDeleteMemberPrivateMessage', async ({ input, session, request }) => {
    const deleted = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('member_messages')
        .set({ deleted_at: config.now() })
        .where('member_id', '=', session.memberId)
        .where('deleted_at', 'is', null)
        .where('id', 'in', input.ids)
        .executeTakeFirst()
      if (result.numUpdatedRows > 0n) await publishUnread(trx, session.memberId)
      return Number(result.numUpdatedRows)
    })
    request.log.info({ event: 'messages.delete', memberId: session.memberId, deleted }, 'messages deleted')
    return { deleted }
  })

  defineRoute(app, context, 'getMemberPrivateMessagePrize', async ({ input, session, trx, request }) => {
    // The transaction also stores the call's answer: the credit, the claim mark and the key commit together.
    const claim = await claimPrize(trx, session.memberId, input.id, config.now())
    request.log.info({ event: 'messages.claimPrize', memberId: session.memberId, messageId: input.id, ...claim }, 'prize claimed')
    return { id: input.id, ...claim }
  })
}

async function claimPrize(trx: Transaction<DB>, memberId: number, messageId: number, now: Date) {
  const message = await trx
    .selectFrom('member_messages')
    .select(['prize_kind', 'prize_amount', 'prize_claimed_at'])
    .where('id', '=', messageId)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst()
  // Another member's message answers exactly like a missing one, so ids reveal nothing.
  if (!message?.prize_kind || !message.prize_amount) throw new ApiError(404, 'not_found', { id: messageId })
  if (message.prize_claimed_at) throw new ApiError(409, 'prize_already_claimed', { id: messageId })

  const accountKind = message.prize_kind === 'balance' ? 'main' : 'point'
  const member = await trx.selectFrom('members').select('currency').where('id', '=', memberId).executeTakeFirstOrThrow()
  await postTransfer(trx, {
    kind: 'message_prize',
    memberId,
    fromAccountId: await systemAccountId(trx, accountKind === 'main' ? member.currency : POINT_CURRENCY),
    toAccountId: (await memberAccount(trx, memberId, accountKind)).id,
    amount: message.prize_amount,
    memo: `message ${messageId}`,
    at: now,
  })
  await trx.updateTable('member_messages').set({ prize_claimed_at: now, read_at: (eb) => eb.fn.coalesce('read_at', eb.val(now)) }).where('id', '=', messageId).execute()
  await publishUnread(trx, memberId)
  return { kind: message.prize_kind, amount: message.prize_amount }
}
