// `npm run bench api`: the reference server under load, on the embedded PGlite and on PostgreSQL, one
// fresh database each. autocannon drives a trivial route (the framework's ceiling in this run), balance
// reads, member info, a lobby page of games and point conversions (each with its own Idempotency-Key),
// printing requests/s and p99 with each figure's ratio to the trivial route; the ledger invariants are
// checked after the conversions. One member's conversions wait for each other by design (its point
// account is locked per conversion), so the figure held against the target spreads them over
// CONVERSION_MEMBERS members; the one-member figure is printed beside it. Run with `node --import tsx` (it reads the ledger through server/).
import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { openDatabase } from '../server/db/database.ts'
import { checkLedgerInvariants } from '../server/ledger/invariants.ts'

const DURATION_SECONDS = Number(process.env.API_BENCH_SECONDS ?? 8)
const CONNECTIONS = 20
const CONVERSION_MEMBERS = 200
const REGISTRATIONS_AT_ONCE = 8
const port = Number(process.env.BENCH_PORT ?? 4320) + 10
const base = `http://127.0.0.1:${port}`
const ADMIN_TOKEN = 'bench-admin-token'
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const TARGETS = { pglite: { reads: 1_500 }, postgres: { reads: 4_000, transfers: 600 } }

async function post(path, body, headers = {}) {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

async function startServer(env) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'ignore',
    // Every bench member registers from this one address.
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', ADMIN_TOKEN, DIST_DIR: join(tmpdir(), 'no-site'), REGISTRATIONS_PER_ADDRESS: '100000' },
  })
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return server
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  server.kill('SIGKILL')
  throw new Error('the server did not become healthy')
}

function stopServer(server) {
  return new Promise((resolve) => {
    server.once('exit', resolve)
    server.kill('SIGTERM')
  })
}

function load(name, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${options.path}`, connections: CONNECTIONS, duration: DURATION_SECONDS, ...options }, (error, result) => {
      if (error) reject(error)
      else resolve({ name, perSecond: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, total: result.requests.total })
    })
  })
}

/** Signs `member` up for conversions: points enough that none of the run is refused, and the terms read. */
async function readyForConversions(username, member) {
  await post('/api/admin/adjustments', { username, account: 'point', amount: 1_000_000_000, memo: 'bench' }, { 'admin-token': ADMIN_TOKEN, 'idempotency-key': randomUUID() })
  await post('/api/Point/acceptTerms', {}, member)
}

async function registerMembers(count) {
  const members = []
  const run = randomBytes(3).toString('hex')
  for (let start = 0; start < count; start += REGISTRATIONS_AT_ONCE) {
    const batch = Array.from({ length: Math.min(REGISTRATIONS_AT_ONCE, count - start) }, async (_, i) => {
      const username = `b${run}n${start + i}`
      const { token } = await post('/api/Member/simplyApply', { username, password: 'Bench1234!', agreement: true })
      await readyForConversions(username, { authorization: token })
      return token
    })
    members.push(...(await Promise.all(batch)))
  }
  return members
}

function conversions(name, pickToken) {
  return load(name, {
    path: '/api/Point/transfer',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ point: 1_000 }),
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: pickToken(), 'idempotency-key': randomUUID() } }) }],
  })
}

async function runOn(kind, env, openLedger) {
  const server = await startServer(env)
  let results
  let transfers = 0
  try {
    const { token } = await post('/api/Member/memberLogin', { username: 'demo', password: 'Demo1234!' })
    const member = { authorization: token }
    await readyForConversions('demo', member)
    const many = await registerMembers(CONVERSION_MEMBERS)
    const lobby = JSON.stringify({ category: 'slots', page: 1, pageSize: 20 })
    results = [
      await load('trivial route (GET /api/health)', { path: '/api/health' }),
      await load('balance read', { path: '/api/MemberWallet/getBalance', headers: member }),
      await load('member info', { path: '/api/Member/getMemberInfoV3', headers: member }),
      await load('lobby page of games', { path: '/api/Game/getGameList', method: 'POST', headers: { 'content-type': 'application/json' }, body: lobby }),
      await conversions(`point conversions, ${CONVERSION_MEMBERS} members`, () => many[Math.floor(Math.random() * many.length)]),
      await conversions('point conversions, one member', () => token),
    ]
    transfers = results.slice(-2).reduce((sum, result) => sum + result.total - result.non2xx, 0)
  } finally {
    await stopServer(server)
  }
  const database = await openLedger()
  const problems = await checkLedgerInvariants(database.db)
  await database.close()

  const ceiling = results[0].perSecond
  console.log(`\n${kind} (${CONNECTIONS} connections, ${DURATION_SECONDS} s each)`)
  for (const result of results) {
    const failures = result.non2xx + result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''
    console.log(`  ${result.name}: ${Math.round(result.perSecond)} req/s (${(result.perSecond / ceiling).toFixed(2)}× the trivial route), p99 ${result.p99} ms${failures}`)
  }
  const reads = results[1].perSecond
  const transfersPerSecond = results.at(-2).perSecond
  const target = TARGETS[kind]
  console.log(`  balance reads ${Math.round(reads)} req/s: ${reads >= target.reads ? 'meets' : 'misses'} the target of ${target.reads}`)
  if (target.transfers) console.log(`  transfers over ${CONVERSION_MEMBERS} members ${Math.round(transfersPerSecond)}/s: ${transfersPerSecond >= target.transfers ? 'meets' : 'misses'} the target of ${target.transfers}`)
  console.log(`  ledger invariants after ${transfers} conversions: ${problems.length === 0 ? 'all hold' : problems.join('; ')}`)
  return problems.length === 0 && results.every((result, i) => result.errors === 0 && (i >= results.length - 2 || result.non2xx === 0))
}

let sound = true
const dataDir = mkdtempSync(join(tmpdir(), 'member-site-api-bench-'))
try {
  sound = (await runOn('pglite', { DATA_DIR: dataDir }, () => openDatabase({ databaseUrl: undefined, dataDir }))) && sound
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

const admin = new pg.Client({ connectionString: POSTGRES_URL })
const reachable = await admin.connect().then(() => true, (error) => {
  console.log(`\npostgres: skipped, ${POSTGRES_URL} is unreachable (${error.message}); set TEST_DATABASE_URL`)
  return false
})
if (reachable) {
  const name = `bench_api_${randomBytes(4).toString('hex')}`
  await admin.query(`create database ${name}`)
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${name}`
  try {
    sound = (await runOn('postgres', { DATABASE_URL: url.href }, () => openDatabase({ databaseUrl: url.href, dataDir }))) && sound
  } finally {
    await admin.query(`drop database ${name} with (force)`)
    await admin.end()
  }
}
if (!sound) process.exitCode = 1
