// Characters no field may carry: NUL and the other C0 controls (newline, return and tab aside), DEL
// and the C1 controls, which PostgreSQL refuses (NUL) or terminals and logs misread; and the bidi
// embeddings, overrides and isolates, which make text read in an order other than the one stored.
// Names refuse more (every hidden character, and a name without a letter): that rule is the
// contract's (nameRule in src/shared/calls/rules.ts), so the forms check it too.
const CONTROL_OR_BIDI = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/

/** Where a value sits in the body: its key and its parent's place, so a path is spelled only when one is reported. */
interface Place {
  key: string
  parent: Place | null
}

function spell(place: Place | null, last?: string): string {
  const keys = last === undefined ? [] : [last]
  for (let at = place; at; at = at.parent) keys.push(at.key)
  return keys.reverse().join('.') || 'body'
}

/**
 * The path of the first string in `body` that carries a character its field may not hold, or null.
 * It walks with its own stack, not recursion, and keeps one small place per value instead of a copy
 * of the path per level, so its cost follows the body's size whatever its depth (issue 29).
 */
export function unsafeTextField(body: unknown): string | null {
  const stack: { value: unknown; place: Place | null }[] = [{ value: body, place: null }]
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, place } = next
    if (typeof value === 'string') {
      if (CONTROL_OR_BIDI.test(value)) return spell(place)
      continue
    }
    if (value === null || typeof value !== 'object') continue
    const keys = Object.keys(value)
    const badKey = keys.find((key) => CONTROL_OR_BIDI.test(key))
    if (badKey !== undefined) return spell(place, 'body')
    // Pushed last to first, so the first field is looked at first, as a reader would.
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index] as string
      stack.push({ value: (value as Record<string, unknown>)[key], place: { key, parent: place } })
    }
  }
  return null
}
