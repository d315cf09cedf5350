import { readFileSync } from 'node:fs'

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
  maxBankCards: number
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
    maxBankCards: positiveInt(env, 'MAX_BANK_CARDS', 3),
    adminToken: env.ADMIN_TOKEN || undefined,
    version: packageVersion(),
    now: () => new Date(),
  }
}
