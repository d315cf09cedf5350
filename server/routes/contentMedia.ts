import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { findMedia } from '../content/media'
import { ApiError } from '../http/errors'

// Artwork never changes under a path (a new picture gets a new path), so browsers may keep it a day.
const MEDIA_CACHE = 'public, max-age=86400'

/** Serves the generated artwork stored by the content seed, under /media/. */
export async function contentMediaRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.get('/media/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    const media = await findMedia(db, path)
    if (!media) throw new ApiError(404, 'not_found', { path })
    return reply.header('cache-control', MEDIA_CACHE).type(media.content_type).send(media.body)
  })
}
