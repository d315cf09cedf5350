// Extra server instances for the tests that need several (one PostgreSQL database behind two
// servers): started on ports of their own against the same build, stopped after the test.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { postgresAdmin, postgresUrlOf } from '../../server/test/seededTemplate'

export const ADMIN_TOKEN = 'e2e-admin-token'

/** A fresh database for one test, dropped by the returned function. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `member_site_e2e_${randomBytes(5).toString('hex')}`
  await postgresAdmin(`create database "${name}"`)
  return { url: postgresUrlOf(name), drop: () => postgresAdmin(`drop database if exists "${name}" with (force)`) }
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
