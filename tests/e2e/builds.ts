// A new version of the site put in place of the served one while pages are open, as a deploy does:
// the built site copied, index.html marked, sw.js rebuilt, and renamed in. The first build served
// is kept to be put back once the tests are done.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SERVED_DIST_DIR } from './workerServer'

// This worker's server's copy of the build, so the other worker's pages never meet the swap.
const distDir = SERVED_DIST_DIR
const originalDir = `${distDir}-e2e-original`

export function swapInNewBuild(marker: string) {
  const nextDir = `${distDir}-e2e-next`
  rmSync(nextDir, { recursive: true, force: true })
  cpSync(distDir, nextDir, { recursive: true })
  const indexHtml = join(nextDir, 'index.html')
  const html = readFileSync(indexHtml, 'utf8').replace(/\s*<meta name="lh-build"[^>]*>/, '')
  writeFileSync(indexHtml, html.replace('</head>', `  <meta name="lh-build" content="${marker}" />\n  </head>`))
  execFileSync(process.execPath, ['scripts/build-sw.mjs'], { env: { ...process.env, DIST_DIR: nextDir }, stdio: 'pipe' })
  // The first build served is kept to be put back; later ones are thrown away.
  const retiredDir = existsSync(originalDir) ? `${distDir}-e2e-retired` : originalDir
  renameSync(distDir, retiredDir)
  renameSync(nextDir, distDir)
  if (retiredDir !== originalDir) rmSync(retiredDir, { recursive: true, force: true })
}

/** Puts the first build back, if a new one was swapped in. */
export function restoreOriginalBuild() {
  if (!existsSync(originalDir)) return
  rmSync(distDir, { recursive: true, force: true })
  renameSync(originalDir, distDir)
}
