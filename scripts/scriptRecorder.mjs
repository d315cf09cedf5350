// The JavaScript a page fetches, recorded as the site bench (scripts/siteBench.mjs) and the size
// budgets (tests/e2e/sizeBudget.spec.ts) both measure it: each script's body as served.

/** Starts recording the scripts `page` fetches, from now until `stop()`. */
export function recordScripts(page) {
  const bodies = new Map()
  let counting = true
  let lastScriptAt = Date.now()
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (!counting || !path.endsWith('.js')) return
    // A worker's script (src/app/intlDataWorker.ts) has no body left to read once the worker has
    // ended, which it does at once: it is asked for again, as the same file is served to anyone.
    const body = response.body().catch(() => page.context().request.get(response.url()).then((again) => again.body()))
    bodies.set(path, body)
    lastScriptAt = Date.now()
  })
  return {
    quietFor: () => Date.now() - lastScriptAt,
    stop: () => {
      counting = false
      return Promise.all(bodies.values())
    },
  }
}
