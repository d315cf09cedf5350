// `npm start`: builds the site when the build is missing or older than its sources, then runs the
// reference server, which serves the site and the provider API on one origin.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = ['src', 'locales', 'public', 'sw', 'index.html', 'vite.config.ts', 'package.json']
const distDir = process.env.DIST_DIR ?? 'dist'

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs)
}

const builtAt = existsSync(join(distDir, 'index.html')) ? statSync(join(distDir, 'index.html')).mtimeMs : 0
if (Math.max(...SOURCES.map(newestMtime)) > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build: building the site…' : 'No build yet: building the site…')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
