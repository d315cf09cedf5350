import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { requestLanguage } from '../content/translated'
import { defineRoute } from '../http/defineRoute'
import { followUp, inquiryList, inquirySummary, inquiryThread, openInquiry, readReplies } from '../service/inquiries'
import { checkImage } from '../members/images'

export async function inquiryRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getInquiryList', async ({ input, session }) => inquiryList(db, session.memberId, input.view, input.page, input.pageSize))

  defineRoute(app, context, 'getInquiryDetail', async ({ input, session }) => inquiryThread(db, session.memberId, input.inquiryId))

  defineRoute(app, context, 'readInquiry', async ({ input, session }) => ({ read: await readReplies(db, session.memberId, input.inquiryId, config.now()) }))

  defineRoute(app, context, 'createInquiry', async ({ input, session, trx, request }) => {
    const image = input.image ? checkImage(input.image, 'image') : null
    const id = await openInquiry(trx, {
      memberId: session.memberId,
      category: input.category,
      text: input.text,
      image,
      language: requestLanguage(request.headers),
      at: config.now(),
      replyAfterSeconds: config.inquiryReplySeconds,
    })
    request.log.info({ event: 'service.inquiry', memberId: session.memberId, inquiryId: id, category: input.category }, 'inquiry opened')
    return inquirySummary(trx, session.memberId, id)
  })

  defineRoute(app, context, 'replyInquiry', async ({ input, session, trx, request }) => {
    const image = input.image ? checkImage(input.image, 'image') : null
    await followUp(trx, input.inquiryId, { memberId: session.memberId, text: input.text, image, at: config.now() })
    request.log.info({ event: 'service.followUp', memberId: session.memberId, inquiryId: input.inquiryId }, 'inquiry followed up')
    return inquirySummary(trx, session.memberId, input.inquiryId)
  })
}
