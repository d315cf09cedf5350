import { readFileSync } from 'node:fs'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
const apiPort = process.env.API_PORT ?? '3001'

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    // DIST_DIR lets parallel builds (and the server that serves them) use folders of their own.
    outDir: process.env.DIST_DIR ?? 'dist',
    // The benchmark reads it to tell route chunks from shared ones.
    manifest: true,
  },
})
