// The import rules of the house plan (ARCHITECTURE.md, "Which way data flows"), checked by
// tests/unit/importRules.test.ts on every `npm test`, or by hand:
//   npx depcruise --config .dependency-cruiser.cjs $(git ls-files 'src/*.ts*' 'server/*.ts' 'sw/*.ts' 'scripts/*.*s' 'tests/*.ts' 'bench/*.ts*')
// Every file is named: the cruiser only walks into the TypeScript files of a folder when the
// TypeScript compiler or swc is installed (TypeScript 7 has no JavaScript API for it to use).
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No module reaches itself through its imports, types included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-and-sw-read-only-shared',
      comment: 'One contract, two ends: the server and the service worker read the client only through the shared room.',
      severity: 'error',
      from: { path: '^(server|sw)/' },
      to: { path: '^src/', pathNot: '^src/shared/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'What both ends read imports nothing else of the client.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/', pathNot: '^src/shared/' },
    },
    {
      name: 'app-never-imports-ui',
      comment: 'The composition root wires actors and services; components come in through the router.',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'machines-are-pure',
      comment:
        'A machine (and its types, selectors) imports only xstate, its own folder and the shared room; ' +
        'real side effects live in its actors.ts, tests may import what they replay with.',
      severity: 'error',
      from: { path: '^src/machines/([^/]+)/', pathNot: '(/actors[.]ts|[.]test[.]tsx?)$' },
      to: { pathNot: ['^src/machines/$1/', '^src/shared/', '^node_modules/xstate/'] },
    },
    {
      name: 'api-below-ui-routes-machines',
      comment: 'The API layer reports to the app through callbacks; it never reaches up.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^src/(ui|routes|machines)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    // Babel strips the types, keeping what `import type` names (see the config file).
    babelConfig: { fileName: '.dependency-cruiser.babel.cjs' },
  },
}
