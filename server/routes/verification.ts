import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'
import { readDocument } from '../verification/documents'
import { submitVerification } from '../verification/verifications'

// The member's side of identity verification: sending a document and reading their own back.

export async function verificationRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'submitVerificationDocument', async ({ input, session, request }) => {
    const state = await db.transaction().execute((trx) => submitVerification(trx, config, { memberId: session.memberId, document: input.document, at: config.now() }))
    request.log.info({ event: 'verification.submit', memberId: session.memberId, reference: state.reference }, 'identity document sent')
    return state
  })

  defineRoute(app, context, 'getVerificationDocument', async ({ input, session }) => {
    const document = await readDocument(db, input.id, session.memberId)
    if (!document) throw new ApiError(404, 'not_found', { id: input.id })
    return { id: document.id, contentType: document.contentType, data: Buffer.from(document.bytes).toString('base64'), createdAt: document.createdAt.toISOString() }
  })
}
