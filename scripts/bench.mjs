// `npm run bench [ledger] [site] [api]` (all three when none is named). Figures come from one run on
// whatever machine this is, so each is printed beside its ratio to a baseline measured in the same run.
// ledger: transfers per second the ledger commits on PGlite and PostgreSQL, invariants checked after
//   (server/ledger/throughputBench.ts).
// site: the site next to a floor app of the same libraries (bench/floor): the JavaScript a first visit
//   loads (gzip and brotli), the largest route chunk, and Lighthouse mobile and desktop (scripts/siteBench.mjs).
// api: requests per second and p99 of the reference server on PGlite and PostgreSQL, each as a ratio
//   of a trivial route, with the ledger invariants checked after the transfers (scripts/apiBench.mjs).
import { spawnSync } from 'node:child_process'

const SECTIONS = {
  ledger: [process.execPath, ['--import', 'tsx', 'server/ledger/throughputBench.ts']],
  site: [process.execPath, ['scripts/siteBench.mjs']],
  api: [process.execPath, ['--import', 'tsx', 'scripts/apiBench.mjs']],
}
const asked = process.argv.slice(2)
const unknown = asked.filter((section) => !(section in SECTIONS))
if (unknown.length > 0) {
  console.error(`unknown bench section ${unknown.join(', ')}; choose from ${Object.keys(SECTIONS).join(', ')}`)
  process.exit(2)
}
for (const section of asked.length > 0 ? asked : Object.keys(SECTIONS)) {
  console.log(`\n== bench: ${section}`)
  const [command, args] = SECTIONS[section]
  if (spawnSync(command, args, { stdio: 'inherit' }).status !== 0) process.exitCode = 1
}
