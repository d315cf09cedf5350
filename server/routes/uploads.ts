import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'
import { readOwnImage } from '../members/images'

export async function uploadRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  defineRoute(app, context, 'getUploadedImage', async ({ input, session }) => {
    const image = await readOwnImage(context.db, session.memberId, input.id)
    if (!image) throw new ApiError(404, 'not_found', { id: input.id })
    return { id: image.id, contentType: image.content_type, data: Buffer.from(image.bytes).toString('base64'), createdAt: image.created_at.toISOString() }
  })
}
