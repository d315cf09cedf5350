// Extra server instances for the tests that need several (one PostgreSQL database behind two
// servers): started on ports of their own against the same build, stopped after the test.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const ADMIN_TOKEN = 'e2e-admin-token'

/** Why PostgreSQL cannot be used, or null when it can. */
export async function postgresProblem(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    await client.end().catch(() => {})
  }
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A fresh database for one test, dropped by the returned function. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `member_site_e2e_${randomBytes(5).toString('hex')}`
  await admin(`create database "${name}"`)
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) }
}

export interface RunningServer {
  origin: string
  stop(): Promise<void>
}

export async function startServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'ignore',
    env: { ...process.env, ADMIN_TOKEN, HOST: '127.0.0.1', PORT: String(port), ...env },
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`)
    const healthy = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)
    if (healthy) break
    if (Date.now() > deadline) throw new Error(`the server on port ${port} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
