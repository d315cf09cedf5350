import fastifyCompress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppContext, Notify, PasswordResetNotice } from './appContext'
import type { Config } from './config'
import type { DatabaseKind } from './db/database'
import type { DB } from './db/schema'
import { ApiError, isApiPath, pathOf, registerErrorHandler } from './http/errors'
import { bankRoutes } from './routes/bank'
import { bankAdminRoutes } from './routes/bankAdmin'
import { betRoutes } from './routes/bets'
import { contentArticleRoutes } from './routes/contentArticles'
import { contentGameRoutes } from './routes/contentGames'
import { contentMediaRoutes } from './routes/contentMedia'
import { guestRoutes } from './routes/guest'
import { healthRoutes } from './routes/health'
import { memberRoutes } from './routes/member'
import { messageRoutes } from './routes/messages'
import { pointRoutes } from './routes/point'
import { isSpaPage, registerSpa } from './routes/spa'
import { walletRoutes } from './routes/wallet'

export interface AppOptions {
  db: Kysely<DB>
  kind: DatabaseKind
  config: Config
  notify?: Notify
  logger?: FastifyServerOptions['logger']
}

const OUTBOX_SIZE = 100

const logPasswordResetCode: Notify = ({ username, code }) => {
  console.log(`[password reset] code for ${username}: ${code}`)
}

const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: 'info', redact: ['req.headers.authorization'] },
    // The largest legitimate body is a guest question of 1,000 characters.
    bodyLimit: 32 * 1024,
  })
  // With an admin token configured, delivered reset codes are also kept for the admin outbox.
  const outbox: PasswordResetNotice[] = []
  const deliver = options.notify ?? logPasswordResetCode
  const context: AppContext = {
    db: options.db,
    kind: options.kind,
    config: options.config,
    notify: options.config.adminToken
      ? (notice) => {
          outbox.push(notice)
          if (outbox.length > OUTBOX_SIZE) outbox.shift()
          deliver(notice)
        }
      : deliver,
  }

  registerErrorHandler(app)
  // Bodies are JSON only; text/plain would otherwise reach the handlers as a string.
  app.removeContentTypeParser('text/plain')
  await app.register(fastifyHelmet, { contentSecurityPolicy, referrerPolicy: { policy: 'strict-origin-when-cross-origin' } })
  await app.register(fastifyCompress)

  app.addHook('onRequest', async (request, reply) => {
    // Answers carry balances and tokens: no browser or proxy may keep them.
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store')
  })

  await app.register(healthRoutes, context)
  await app.register(memberRoutes, context)
  await app.register(messageRoutes, context)
  await app.register(walletRoutes, context)
  await app.register(pointRoutes, context)
  await app.register(guestRoutes, context)
  await app.register(contentGameRoutes, context)
  await app.register(contentArticleRoutes, context)
  await app.register(contentMediaRoutes, context)
  await app.register(bankRoutes, context)
  await app.register(betRoutes, context)
  await app.register(bankAdminRoutes, { ...context, outbox })

  const servesSpa = options.config.serveSpa && (await registerSpa(app, options.config.distDir))
  app.setNotFoundHandler(async (request, reply) => {
    if (servesSpa && isSpaPage(request)) return reply.sendFile('index.html')
    const notFound = new ApiError(404, 'not_found', { path: pathOf(request.url) })
    return reply.status(404).send(notFound.body)
  })

  return app
}
