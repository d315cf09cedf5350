// `npm run bench` (ledger section): how many transfers per second the ledger commits when many
// members are credited from the house at once (deposits approved, prizes, wins on a busy evening).
// Every credit touches the house account, so this is where a hot row would serialise the platform.
// Runs on an in-memory PGlite and on a fresh PostgreSQL database (dropped after), then checks the
// ledger invariants. Usage: node --import tsx server/ledger/throughputBench.ts
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../db/database'
import { migrateToLatest } from '../db/migrations/index'
import { MEMBER_CURRENCY } from '../members/registration'
import { createFundedMember } from '../test/fundedMember'
import { systemAccountId } from './accounts'
import { checkLedgerInvariants } from './invariants'
import { postTransfer } from './postTransfer'

const MEMBERS = 200
const CONCURRENCY = 10
const TRANSFERS = { pglite: 1_000, postgres: 3_000 }
const WARM_UP = 100
const at = new Date('2026-03-01T12:00:00.000Z')
const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

/** Credits 1 minor unit from the house to member after member, `concurrency` transactions at a time. */
async function credit(database: Database, members: { memberId: number; accountId: number }[], count: number, concurrency: number): Promise<number> {
  const house = await systemAccountId(database.db, MEMBER_CURRENCY)
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const member = members[next % members.length]!
        next += 1
        await database.db.transaction().execute((trx) =>
          postTransfer(trx, { kind: 'bench', memberId: member.memberId, fromAccountId: house, toAccountId: member.accountId, amount: 1, at }),
        )
      }
    }),
  )
  return performance.now() - started
}

async function measure(label: string, database: Database, transfers: number): Promise<void> {
  await migrateToLatest(database.db)
  const members: { memberId: number; accountId: number }[] = []
  for (let i = 0; i < MEMBERS; i += 1) {
    const { memberId, mainId } = await createFundedMember(database.db, 0, at)
    members.push({ memberId, accountId: mainId })
  }
  await credit(database, members, WARM_UP, CONCURRENCY)
  const ms = await credit(database, members, transfers, CONCURRENCY)
  const problems = await checkLedgerInvariants(database.db)
  const perSecond = Math.round((transfers / ms) * 1000)
  console.log(`  ${label}: ${transfers} credits from the house to ${MEMBERS} members, ${CONCURRENCY} at a time, in ${(ms / 1000).toFixed(2)} s = ${perSecond} transfers/s`)
  console.log(`    invariants after: ${problems.length === 0 ? 'hold' : `BROKEN\n      ${problems.join('\n      ')}`}`)
  if (problems.length > 0) process.exitCode = 1
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

console.log('\nLedger throughput')
const pglite = await openDatabase({})
try {
  await measure('PGlite (one connection)', pglite, TRANSFERS.pglite)
} finally {
  await pglite.close()
}

const name = `member_site_bench_${randomBytes(6).toString('hex')}`
try {
  await admin(`create database "${name}"`)
} catch (error) {
  console.log(`  PostgreSQL: skipped, ${postgresUrl} is unreachable (${error instanceof Error ? error.message : String(error)})`)
  process.exit(process.exitCode ?? 0)
}
const url = new URL(postgresUrl)
url.pathname = `/${name}`
const postgres = await openDatabase({ databaseUrl: url.toString() })
try {
  await measure(`PostgreSQL (pool of ${CONCURRENCY})`, postgres, TRANSFERS.postgres)
} finally {
  await postgres.close()
  await admin(`drop database if exists "${name}" with (force)`)
}
