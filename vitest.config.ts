import { defineConfig } from 'vitest/config'

// Two suites: the client's units (machines, API layer, i18n) and the reference server (inject()
// tests on PGlite, plus PostgreSQL when it is reachable).
export default defineConfig({
  test: {
    // Two cores; each server test file holds a PGlite instance of its own.
    maxWorkers: 2,
    projects: [
      {
        // The route tree (imported by structural tests) reads the version the build defines.
        define: { __APP_VERSION__: JSON.stringify('test') },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // One migrated and seeded database for the run, copied by every file (server/test/seededTemplate.ts).
          globalSetup: ['server/test/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
