// React's client module creates a few Error objects while it is evaluated (its sentinels for
// Suspense and hydration, never shown). With DevTools attached, as under Lighthouse and the browser
// tests, V8 then collects the source positions of each function on the stack, the 200 KB module
// among them: 100-130 ms of a 120-140 ms evaluation on this machine, four times that on
// Lighthouse's phone, where a visitor without DevTools spends 12-15 ms. With no numeric
// `Error.stackTraceLimit` V8 captures no stack, so the limit is taken away while the entry's modules
// are evaluated and put back by main.tsx once they are. Firefox has no such property: nothing to do.
const limit: unknown = Reflect.get(Error, 'stackTraceLimit')
if (typeof limit === 'number') Reflect.deleteProperty(Error, 'stackTraceLimit')

/** Puts back the stack trace limit this module took away. */
export function restoreErrorStacks(): void {
  if (typeof limit === 'number') Reflect.set(Error, 'stackTraceLimit', limit)
}
