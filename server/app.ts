import fastifyCompress from '@fastify/compress'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { AppContext, Notify, PasswordResetNotice } from './appContext'
import type { Config } from './config'
import type { Database } from './db/database'
import { createMemberEventHub } from './events/hub'
import { betUploadOperator } from './games/betUploads'
import { ApiError, answerClientError, answerFrameworkError, isApiPath, pathOf, registerErrorHandler } from './http/errors'
import { refuseDeepBodies } from './http/jsonDepth'
import { httpsOnlyHeaders, securityHeaders } from './http/securityHeaders'
import { cutOffSlowBodies } from './http/slowBodies'
import { depositOperator } from './deposits/operator'
import { expireDepositOrders } from './deposits/orders'
import { pruneStale } from './jobs/pruning'
import { startJobs } from './jobs/runner'
import { runDueDecisions } from './operator/demoOperator'
import type { OperatorKinds } from './operator/kinds'
import { reconcilePendingTransfers } from './platforms/reconcile'
import { activityRoutes } from './routes/activity'
import { adminRoutes } from './routes/admin'
import { agentRoutes } from './routes/agents'
import { bankRoutes } from './routes/bank'
import { couponRoutes } from './routes/coupons'
import { depositRoutes } from './routes/deposits'
import { betRoutes } from './routes/bets'
import { uploadRoutes } from './routes/uploads'
import { contentArticleRoutes } from './routes/contentArticles'
import { contentGameRoutes } from './routes/contentGames'
import { contentMediaRoutes } from './routes/contentMedia'
import { demoGameRoutes } from './routes/demoGames'
import { guestRoutes } from './routes/guest'
import { healthRoutes } from './routes/health'
import { inquiryRoutes } from './routes/inquiries'
import { memberRoutes } from './routes/member'
import { memberEventRoutes } from './routes/memberEvents'
import { memberGameRoutes } from './routes/memberGames'
import { accountClosureRoutes } from './routes/accountClosure'
import { securityRoutes } from './routes/security'
import { messageRoutes } from './routes/messages'
import { playRoutes } from './routes/play'
import { pointRoutes } from './routes/point'
import { rebateRoutes } from './routes/rebate'
import { isSpaPage, registerSpa, sendPage } from './routes/spa'
import { transactionRoutes } from './routes/transactions'
import { verificationRoutes } from './routes/verification'
import { responsibleGamingRoutes } from './routes/responsibleGaming'
import { inquiryOperator } from './service/inquiries'
import { walletRoutes } from './routes/wallet'
import { withdrawalRoutes } from './routes/withdrawals'
import { verificationOperator } from './verification/verifications'
import { withdrawalOperator } from './withdrawals/withdrawals'

export interface AppOptions {
  database: Database
  config: Config
  notify?: Notify
  logger?: FastifyServerOptions['logger']
  /** Runs the background jobs (demo operator, pruning) while the app is up; tests call them directly instead. */
  runJobs?: boolean
  /** What the operator API and the demo operator handle; tests may add kinds. */
  operatorKinds?: OperatorKinds
}

/** Collection name in the operator API's paths → the feature that handles its requests. */
export const operatorKinds: OperatorKinds = {
  withdrawals: withdrawalOperator,
  inquiries: inquiryOperator,
  'bet-uploads': betUploadOperator,
  deposits: depositOperator,
  verifications: verificationOperator,
}

const OUTBOX_SIZE = 100
const PRUNE_EVERY_MS = 3_600_000
const DEPOSIT_EXPIRY_EVERY_MS = 15_000

const logPasswordResetCode: Notify = ({ username, code }) => {
  console.log(`[password reset] code for ${username}: ${code}`)
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: 'info', redact: ['req.headers.authorization'] },
    // The largest legitimate body is a guest question of 1,000 characters.
    bodyLimit: 32 * 1024,
    // A connection silent for 2 minutes is closed (member event streams speak every 15 s).
    connectionTimeout: 120_000,
    // A HEAD is never the GET it would mirror: GET /Member/memberLogout must not run for a HEAD.
    exposeHeadRoutes: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  })
  // With an admin token configured, delivered reset codes are also kept for the admin outbox.
  const outbox: PasswordResetNotice[] = []
  const deliver = options.notify ?? logPasswordResetCode
  const { database } = options
  const kinds = options.operatorKinds ?? operatorKinds
  const context: AppContext = {
    db: database.db,
    kind: database.kind,
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
  refuseDeepBodies(app)
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders)
    if (request.protocol === 'https') reply.headers(httpsOnlyHeaders)
  })
  cutOffSlowBodies(app, options.config.requestTimeoutMs)
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
  await app.register(responsibleGamingRoutes, context)
  await app.register(guestRoutes, context)
  await app.register(contentGameRoutes, context)
  await app.register(contentArticleRoutes, context)
  await app.register(contentMediaRoutes, context)
  await app.register(bankRoutes, context)
  await app.register(betRoutes, context)
  await app.register(uploadRoutes, context)
  await app.register(activityRoutes, context)
  await app.register(agentRoutes, context)
  await app.register(inquiryRoutes, context)
  await app.register(playRoutes, context)
  await app.register(memberGameRoutes, context)
  await app.register(accountClosureRoutes, context)
  await app.register(securityRoutes, context)
  await app.register(rebateRoutes, context)
  await app.register(demoGameRoutes, context)
  await app.register(depositRoutes, context)
  await app.register(couponRoutes, context)
  await app.register(withdrawalRoutes, context)
  await app.register(verificationRoutes, context)
  await app.register(transactionRoutes, context)
  await app.register(adminRoutes, { ...context, outbox, kinds })

  const hub = createMemberEventHub(database.listen)
  await app.register(memberEventRoutes, { ...context, hub })
  app.addHook('onClose', () => hub.close())

  if (options.runJobs) {
    const { db, config } = context
    const demoOperator = { db, config, kinds, log: app.log }
    let stopJobs: (() => Promise<void>) | undefined
    app.addHook('onReady', async () => {
      stopJobs = startJobs(
        [
          { name: 'demo operator', everyMs: config.operatorIntervalMs, run: () => runDueDecisions(demoOperator) },
          { name: 'pruning', everyMs: PRUNE_EVERY_MS, run: () => pruneStale(db, config.now()) },
          { name: 'deposit expiry', everyMs: DEPOSIT_EXPIRY_EVERY_MS, run: () => expireDepositOrders(db, config.now()) },
          { name: 'platform reconciliation', everyMs: config.platformReconcileSeconds * 1000, run: () => reconcilePendingTransfers({ db, config, log: app.log }) },
        ],
        app.log,
      )
    })
    app.addHook('onClose', async () => stopJobs?.())
  }

  const servesSpa = options.config.serveSpa && (await registerSpa(app, options.config.distDir))
  app.setNotFoundHandler(async (request, reply) => {
    if (servesSpa && isSpaPage(request)) return sendPage(app, request, reply, options.config.distDir)
    const notFound = new ApiError(404, 'not_found', { path: pathOf(request.url) })
    return reply.status(404).send(notFound.body)
  })

  return app
}
