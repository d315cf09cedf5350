// The service worker step of `npm run build`, run after `vite build` on the same DIST_DIR: bundles
// sw/sw.ts into one classic script, then lets workbox-build write the precache manifest into it as
// <dist>/sw.js. The calls the worker may keep for offline use come from the contract: those of the
// content and game resources, every one a public read.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { build } from 'vite'
import { injectManifest } from 'workbox-build'

const distDir = resolve(process.env.DIST_DIR ?? 'dist')
const { contentCalls, legalPages } = await tsImport('../src/shared/calls/content.ts', import.meta.url)
const { gameCalls } = await tsImport('../src/shared/calls/games.ts', import.meta.url)
const { WARM_BUDGET_BYTES } = await tsImport('../sw/warmContent.ts', import.meta.url)

const contentReads = Object.fromEntries(
  Object.entries({ ...contentCalls, ...gameCalls }).map(([name, call]) => {
    if (call.access !== 'public' || call.idempotent) throw new Error(`${name} is not a public read; it cannot be kept for offline use`)
    return [name, { method: call.method, path: call.path }]
  }),
)

const bundleDir = mkdtempSync(join(tmpdir(), 'member-site-sw-'))
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    define: {
      CONTENT_READS: JSON.stringify(contentReads),
      LEGAL_PAGES: JSON.stringify(legalPages),
      'process.env.NODE_ENV': '"production"',
    },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      target: 'es2022',
      copyPublicDir: false,
      rollupOptions: { input: resolve('sw/sw.ts'), output: { format: 'iife', entryFileNames: 'sw.js' } },
    },
  })

  const { count, size, warnings } = await injectManifest({
    swSrc: join(bundleDir, 'sw.js'),
    swDest: join(distDir, 'sw.js'),
    globDirectory: distDir,
    // Every route chunk and the four locale chunks are .js files under assets/.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['sw.js'],
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /^assets\//,
  })
  for (const warning of warnings) console.warn(warning)
  const reads = Object.keys(contentReads).length
  console.log(`sw.js: ${count} files precached (${(size / 1024).toFixed(1)} KiB), ${reads} public content reads kept for offline and read ahead on install (up to ${WARM_BUDGET_BYTES / 1024} KiB)`)
} finally {
  rmSync(bundleDir, { recursive: true, force: true })
}
