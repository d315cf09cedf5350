// The service worker step of `npm run build`, run after `vite build` on the same DIST_DIR: bundles
// sw/sw.ts into one classic script, then lets workbox-build write the precache manifest into it as
// <dist>/sw.js. The list of calls the worker may keep for offline use comes from the contract.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { build } from 'vite'
import { injectManifest } from 'workbox-build'

const distDir = resolve(process.env.DIST_DIR ?? 'dist')
const { contract } = await tsImport('../src/api/contract.ts', import.meta.url)

// Only public GET reads; the health check is left out because a cached "operational" would lie.
const publicReads = Object.values(contract)
  .filter((call) => call.method === 'GET' && call.access === 'public' && call.path !== '/health')
  .map((call) => call.path)

const bundleDir = mkdtempSync(join(tmpdir(), 'member-site-sw-'))
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    define: { PUBLIC_READS: JSON.stringify(publicReads), 'process.env.NODE_ENV': '"production"' },
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
  console.log(`sw.js: ${count} files precached (${(size / 1024).toFixed(1)} KiB), ${publicReads.length} public reads cached for offline`)
} finally {
  rmSync(bundleDir, { recursive: true, force: true })
}
