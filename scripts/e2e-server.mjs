// The server the browser tests run against: the built site and the API on a fresh database, so
// every run starts from the demo data alone.
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dataDir = mkdtempSync(join(tmpdir(), 'member-site-e2e-'))
// The browser tests give each worker's server a copy of the build of its own (E2E_SERVED_DIST,
// tests/e2e/workerServer.ts), which a test may swap for a new version without the other worker's pages
// seeing it; other runs serve the build where it is.
const builtDir = process.env.DIST_DIR || 'dist'
const servedCopy = process.env.E2E_SERVED_DIST
if (servedCopy) {
  rmSync(servedCopy, { recursive: true, force: true })
  cpSync(builtDir, servedCopy, { recursive: true })
}
const distDir = servedCopy ?? builtDir
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  // The admin token lets tests act as the operator (verify a bank card, read a reset code). A run
  // registers a few dozen members, all from 127.0.0.1: more than one address may in an hour by default.
  env: { ADMIN_TOKEN: 'e2e-admin-token', REGISTRATIONS_PER_ADDRESS: '1000', ...process.env, DATA_DIR: dataDir, DIST_DIR: distDir },
})
const stop = (signal) => server.kill(signal)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  if (servedCopy) for (const dir of [servedCopy, `${servedCopy}-e2e-original`, `${servedCopy}-e2e-next`]) rmSync(dir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
