import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { requestLanguage } from '../content/translated'
import { claimPrize, deleteMessages, markMessagesRead, messagePage } from '../messages/messages'

export async function messageRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getMemberPrivateMessage', async ({ input, session, request }) =>
    messagePage(db, session.memberId, input, requestLanguage(request.headers)),
  )

  defineRoute(app, context, 'batchReadMemberPrivateMessage', async ({ input, session }) => ({
    read: await markMessagesRead(db, session.memberId, input.ids, config.now()),
  }))

  defineRoute(app, context, 'batchDeleteMemberPrivateMessage', async ({ input, session, request }) => {
    const deleted = await deleteMessages(db, session.memberId, input.ids, config.now())
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
