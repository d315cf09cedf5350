// Characters no field may carry: NUL and the other C0 controls (newline, return and tab aside), DEL
// and the C1 controls, which PostgreSQL refuses (NUL) or terminals and logs misread; and the bidi
// embeddings, overrides and isolates, which make text read in an order other than the one stored.
// Names (of people, accounts, labels) also refuse the invisible joiners and marks, with which one
// name can pass for another.
const CONTROL_OR_BIDI = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/
const INVISIBLE = /[\u200B-\u200F\u2060\uFEFF]/
const NAME_FIELDS = new Set(['username', 'realName', 'accountHolder', 'branch', 'depositorName', 'name', 'contact', 'label'])

/** The path of the first string in `value` that carries a character its field may not hold, or null. */
export function unsafeTextField(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') {
    const field = path.at(-1) ?? ''
    return CONTROL_OR_BIDI.test(value) || (NAME_FIELDS.has(field) && INVISIBLE.test(value)) ? path.join('.') || 'body' : null
  }
  if (value === null || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_OR_BIDI.test(key)) return [...path, 'body'].join('.')
    const found = unsafeTextField(item, [...path, key])
    if (found) return found
  }
  return null
}
