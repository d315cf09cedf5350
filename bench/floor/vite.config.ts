import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Built like the site (same plugin, target and manifest) into a folder the bench serves with the
// site's own server, so the two differ only in what the site adds.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: process.env.FLOOR_DIST_DIR ?? fileURLToPath(new URL('../../.bench/floor', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
  },
})
