import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, minifySync, transformWithOxc, type Plugin } from 'vite'
import { STARTER_FILE } from './src/shared/starterFile.ts'
import { splitMessages } from './src/i18n/firstScreen.ts'

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
const apiPort = process.env.API_PORT ?? '3001'

/** Cuts each locale file in two (src/i18n/locales.ts): the plain import keeps the messages the first
 *  screen shows (src/i18n/firstScreen.ts), `?rest` the others. The files stay the one source of keys. */
function localeParts(): Plugin {
  return {
    name: 'locale-parts',
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/]locales[\\/]\w+\.json(\?rest)?$/.exec(id)
      if (!match) return null
      const { first, rest } = splitMessages(JSON.parse(code) as Record<string, unknown>)
      // One default export: as JSON, each top-level group was also exported by name, which only cost bytes.
      return { code: `export default ${JSON.stringify(match[1] === undefined ? first : rest)}`, map: null, moduleType: 'js' }
    },
  }
}

/** Builds the starter (src/app/starter.ts), a classic script of its own beside the bundle, into
 *  STARTER_FILE: typed like the rest, shipped minified, as every first visit to the home page fetches it. */
function starter(): Plugin {
  const source = fileURLToPath(new URL('./src/app/starter.ts', import.meta.url))
  return {
    name: 'starter',
    apply: 'build',
    async generateBundle() {
      const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source)
      this.emitFile({ type: 'asset', fileName: STARTER_FILE, source: minifySync(STARTER_FILE, code).code })
    },
  }
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A member page's loader comes with the page, not with a visitor's first page; the server names
      // it beside the page for a first visit (server/routes/spaPreloads.ts).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId.startsWith('/_default/_member/') ? [['loader'], ['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']] : undefined,
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    localeParts(),
    starter(),
  ],
  resolve: {
    // The package's `module` is its ES5 build (2.3 KiB gzip, async code transpiled); its modern build
    // (1.4 KiB) runs in every browser that runs this app's ES2022 bundle.
    alias: [{ find: /^workbox-window$/, replacement: 'workbox-window/build/workbox-window.prod.mjs' }],
  },
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
    // The entry names no JavaScript to fetch beside a lazy chunk, only its CSS: the list of every lazy
    // chunk's imports cost each first visit 1.9 KiB gzip. A page the visitor opens first has its chunks
    // named by the server (server/routes/spaPreloads.ts), the router fetches a page's chunk on the
    // intent to open it, and once the worker is installed every chunk comes from its cache. A lazy
    // import still goes through Vite's loader, so a failed one is still a `vite:preloadError` (chunkReload.ts).
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    rolldownOptions: {
      output: {
        // V8 compiles every function of the files a first visit runs while it streams them in, off the
        // main thread (explicit compile hints): lazily compiled, each function's first call paid for its
        // compilation on the main thread, in the tasks that start the app and render its first page.
        postBanner: (chunk) => (chunk.isEntry || chunk.name === 'app' || chunk.name === 'machines' ? '//# allFunctionsCalledOnLoad' : ''),
        // Everything the entry imports statically goes into the entry. Left alone, Rolldown gives each
        // module the entry shares with a lazy chunk a file of its own: a first visit then fetched about
        // 25 files more, and about 10 KiB more gzip, for the same code (npm run bench site).
        // The groups below are files of code many pages share but the entry does not: one file each rather
        // than a file per module, since each file costs a first visit its own imports and exports.
        // A group takes the modules it imports along, so the narrow groups come first.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // xstate and the statecharts the app starts with, which the entry evaluates a task before the rest
            // of the app's code (src/main.tsx): evaluated with it, they made one task of 25-50 ms on this machine.
            { name: 'machines', test: /node_modules[\\/]xstate[\\/]|src[\\/]machines[\\/](dialogs|language|loading|pwa|session|toasts)[\\/]machine\.ts$/ },
            // The app's code, which the entry imports in a step of its own (src/main.tsx), with everything
            // it imports that the entry does not: one file, which the server names beside the entry
            // (server/routes/spaPreloads.ts).
            { name: 'app', test: /src[\\/]app[\\/](createApp\.ts|App\.tsx)$/ },
            // Mutations load with the first form that sends something: a visitor's first page sends nothing.
            { name: 'query-mutations', test: /node_modules[\\/]@tanstack[\\/](react-query[\\/].*useMutation|query-core[\\/].*mutationObserver)/ },
            // TanStack Query's hooks, which every page uses.
            { name: 'query-hooks', test: /node_modules[\\/]@tanstack[\\/]react-query[\\/]/ },
            // What every member page reads with: its frame, the member's query families (those the entry does
            // not hold already) and formats.
            { name: 'member-shared', test: /src[\\/](ui[\\/]member[\\/](MemberPage|useMember|useMemberQueries|WalletSummary)\.|api[\\/]\w+Queries\.|ui[\\/]useFormat\.|ui[\\/]layout[\\/]PageHeader\.|shared[\\/]money\.|routes[\\/]-memberLoaders\.)/ },
            // The contract's rules and zod, apart from the group below, which would otherwise take them along.
            { name: 'rules', test: /src[\\/]shared[\\/]calls[\\/]rules\.|node_modules[\\/]zod[\\/]/ },
            // What the money pages show besides their own parts: records and their pager and filters, an
            // order's facts and actions, and the notices of a flow in progress. Each was a file of its own
            // of under 1 KiB gzip, about twenty of them on a first visit to the deposit page. With them the
            // contract's plain lists these pages offer (statuses, intervals, the date range's rule), kept
            // apart from the schemas so that showing a money page does not wait on zod.
            { name: 'member-views', test: /src[\\/](ui[\\/]forms[\\/](RecordList|Pager|StatusBadge|DateRangeFilter|FactsList|CopyableValue|useCopy|UploadedImage|DateTime)|ui[\\/]flows[\\/]|ui[\\/]deposits[\\/](OrderActions|OrderFacts|depositFlows|useDepositErrorText)|ui[\\/]pwa[\\/]useOnline|shared[\\/]calls[\\/](requests|realityCheck|dateRange))\./ },
            // The game tiles, their stars and the news pop-ups' flags, on the home page and every lobby.
            { name: 'lobby-shared', test: /src[\\/](ui[\\/]lobby[\\/](GameCard|GameGrid|RecentGames|useOpenGame|FavouriteButton|StarButton|useFavourites)|app[\\/]launchPath|ui[\\/]useContentLanguage|ui[\\/]announcements[\\/]newsPopups)\./ },
          ],
        },
      },
    },
  },
})
