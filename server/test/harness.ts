import type { FastifyInstance, InjectOptions } from 'fastify'
import type { PasswordResetNotice } from '../appContext'
import { buildApp, operatorKinds, type AppOptions } from '../app'
import { readConfig, type Config } from '../config'
import type { Database } from '../db/database'
import { runDueDecisions, type DecisionTally } from '../operator/demoOperator'

export interface TestClock {
  now: () => Date
  advance(ms: number): void
}

export function createClock(start = new Date('2026-03-01T12:00:00.000Z')): TestClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
  }
}

export interface TestApp {
  app: FastifyInstance
  clock: TestClock
  config: Config
  notices: PasswordResetNotice[]
  /** One run of the demo operator job at the clock's time, as the running server does every second. */
  runDemoOperator(): Promise<DecisionTally>
}

/** An app on `database` with a clock the test moves; background jobs do not run (tests call them). */
export async function buildTestApp(database: Database, overrides: Partial<Config> = {}, options: Pick<AppOptions, 'operatorKinds'> = {}): Promise<TestApp> {
  const clock = createClock()
  const config: Config = { ...readConfig({}), serveSpa: false, now: clock.now, ...overrides }
  const notices: PasswordResetNotice[] = []
  const app = await buildApp({ database, config, notify: (notice) => notices.push(notice), logger: false, ...options })
  const kinds = options.operatorKinds ?? operatorKinds
  const log = { error: (details: object, message: string) => console.error(message, details) }
  return { app, clock, config, notices, runDemoOperator: () => runDueDecisions({ db: database.db, config, kinds, log }) }
}

let ipCounter = 0
/** Each test gets its own client address, so per-address limits from one test never leak into another. */
export function nextIp(): string {
  ipCounter += 1
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.${(process.pid % 200) + 1}`
}

let nameCounter = 0
export function uniqueUsername(prefix = 'user'): string {
  nameCounter += 1
  return `${prefix}${nameCounter}_${Math.random().toString(36).slice(2, 6)}`.slice(0, 16)
}

export interface CallOptions {
  token?: string
  ip?: string
  headers?: Record<string, string>
}

export async function call(app: FastifyInstance, method: InjectOptions['method'], path: string, body?: unknown, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = options.token
  const response = await app.inject({
    method,
    url: `/api${path}`,
    headers,
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  })
  return { status: response.statusCode, body: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : undefined, raw: response }
}

export async function login(app: FastifyInstance, username: string, password: string, ip = nextIp()) {
  const response = await call(app, 'POST', '/Member/memberLogin', { username, password }, { ip })
  if (response.status !== 200) throw new Error(`login ${username} failed: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body as { token: string; expiresAt: string }
}

/** The real name a test member registers with unless told otherwise. */
export const TEST_REAL_NAME = 'Tran Van An'

/** A full registration body that passes every rule. */
export function applyBody(username: string, realName = TEST_REAL_NAME) {
  return { username, password: 'Secret123', confirmPassword: 'Secret123', realName, phone: '+84 90 555 1234', email: 'an@example.com', agreement: true }
}

/** Registers a fresh member (from an address of its own, clear of the rate limits) and returns its username and token. */
export async function registerMember(app: FastifyInstance, prefix: string, realName?: string) {
  const username = uniqueUsername(prefix)
  const response = await call(app, 'POST', '/Member/apply', applyBody(username, realName), { ip: nextIp() })
  if (response.status !== 200) throw new Error(`apply ${username} failed: ${response.status} ${JSON.stringify(response.body)}`)
  return { username, token: (response.body as { token: string }).token }
}
