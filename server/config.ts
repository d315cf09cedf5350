import { readFileSync } from 'node:fs'
import { MEMBER_EVENTS_HEARTBEAT_MS } from '../src/shared/calls/events'
import { REGISTRATIONS_PER_ADDRESS } from './members/addressLimits'
import { parsePlatformFaults, type PlatformFault } from './platforms/faults'

export interface Config {
  port: number
  host: string
  dataDir: string
  /** When set, PostgreSQL is used instead of the embedded PGlite in `${dataDir}/pgdata`. */
  databaseUrl: string | undefined
  distDir: string
  serveSpa: boolean
  tokenTtlHours: number
  tokenIdleMinutes: number
  /** `point` points are worth `amount` minor units. */
  pointRate: { point: number; amount: number }
  /** A card a member binds is verified by the demo operator after this many seconds; 0 leaves it to the admin call. */
  bankVerifyDelaySeconds: number
  /** The demo operator decides a submitted deposit after this many seconds; 0 leaves it to the admin call. */
  depositReviewSeconds: number
  /** The demo operator pays a withdrawal after this many seconds; 0 leaves it to the admin call. */
  withdrawalReviewSeconds: number
  /** The demo operator approves a pending identity verification after this many seconds; 0 leaves it to the admin call. */
  verificationReviewSeconds: number
  /** The demo operator answers a new inquiry with a courtesy reply after this many seconds; 0 leaves every reply to the admin call. */
  inquiryReplySeconds: number
  /** How often the demo operator looks for decisions that are due. */
  operatorIntervalMs: number
  /** The demo operator approves a bet sent to a promotion after this many seconds; 0 leaves it to the admin call. */
  betUploadReviewSeconds: number
  /** Demo platforms made to misbehave (DEMO_PLATFORM_FAULTS), by platform slug. */
  demoPlatformFaults: Readonly<Record<string, PlatformFault>>
  /** How often the platforms are asked about transfers they did not confirm. */
  platformReconcileSeconds: number
  /** How often an open member event stream gets a keep-alive comment (and its session is checked again). */
  memberEventsHeartbeatMs: number
  /** A request must have arrived whole (headers and body) within this many milliseconds. */
  requestTimeoutMs: number
  maxBankCards: number
  /** Registrations one client address may make in an hour (REGISTRATIONS_PER_ADDRESS); raised only for test runs that register many members from one machine. */
  registrationsPerAddress: number
  /** The IANA time zone whose calendar days and months the sign-in, draws and commission count by. */
  operatorTimeZone: string
  /** Enables the operator routes under /api/admin for whoever sends it; unset, they do not exist. */
  adminToken: string | undefined
  version: string
  /** Every time-dependent rule reads this, so tests can move time instead of waiting. */
  now: () => Date
}

function packageVersion(): string {
  const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8')
  return (JSON.parse(text) as { version: string }).version
}

function nonNegativeInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number of zero or more, got "${raw}"`)
  return value
}

function timeZone(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const zone = env[name] || fallback
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
  } catch {
    throw new Error(`${name} must be an IANA time zone such as Asia/Seoul, got "${zone}"`)
  }
  return zone
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`)
  return value
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: positiveInt(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: env.DIST_DIR || './dist',
    serveSpa: env.SERVE_SPA !== '0',
    tokenTtlHours: positiveInt(env, 'TOKEN_TTL_HOURS', 168),
    tokenIdleMinutes: positiveInt(env, 'TOKEN_IDLE_MINUTES', 120),
    pointRate: { point: 100, amount: 100 },
    bankVerifyDelaySeconds: nonNegativeInt(env, 'BANK_VERIFY_DELAY_SECONDS', 60),
    depositReviewSeconds: nonNegativeInt(env, 'DEPOSIT_REVIEW_SECONDS', 20),
    withdrawalReviewSeconds: nonNegativeInt(env, 'WITHDRAWAL_REVIEW_SECONDS', 30),
    inquiryReplySeconds: nonNegativeInt(env, 'INQUIRY_REPLY_SECONDS', 30),
    verificationReviewSeconds: nonNegativeInt(env, 'VERIFICATION_REVIEW_SECONDS', 30),
    operatorIntervalMs: positiveInt(env, 'OPERATOR_INTERVAL_MS', 1000),
    betUploadReviewSeconds: nonNegativeInt(env, 'BET_UPLOAD_REVIEW_SECONDS', 30),
    demoPlatformFaults: parsePlatformFaults(env.DEMO_PLATFORM_FAULTS),
    platformReconcileSeconds: positiveInt(env, 'PLATFORM_RECONCILE_SECONDS', 15),
    memberEventsHeartbeatMs: MEMBER_EVENTS_HEARTBEAT_MS,
    requestTimeoutMs: nonNegativeInt(env, 'REQUEST_TIMEOUT_MS', 30_000),
    maxBankCards: positiveInt(env, 'MAX_BANK_CARDS', 3),
    registrationsPerAddress: positiveInt(env, 'REGISTRATIONS_PER_ADDRESS', REGISTRATIONS_PER_ADDRESS),
    operatorTimeZone: timeZone(env, 'OPERATOR_TIME_ZONE', 'Asia/Seoul'),
    adminToken: env.ADMIN_TOKEN || undefined,
    version: packageVersion(),
    now: () => new Date(),
  }
}
