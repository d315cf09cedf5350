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
    bodies.set(path, response.body())
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
