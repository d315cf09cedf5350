// What a first visit reads before its first paint. Each locale file is cut in two at build time
// (localeParts in vite.config.ts): the messages below, which the shell (header, footer, notices,
// error views), the home and lobby pages and the home page's news pop-ups show, and the rest,
// about ten times as large, which comes when another page, a dialog or a toast needs it.

/** Whole groups of the locale files, or dotted parts of one. */
export const firstScreenKeys: readonly string[] = [
  'site.name', 'common', 'header', 'nav', 'footer', 'time_zone', 'cookies.open', 'home', 'lobby', 'announcement', 'pwa.network', 'pwa.install', 'error',
]

type Messages = Record<string, unknown>

function isGroup(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A locale file's messages cut in two: the keys named (at any depth) and the rest. */
export function splitMessages(messages: Messages, keys: readonly string[] = firstScreenKeys): { first: Messages; rest: Messages } {
  const first: Messages = {}
  const rest: Messages = {}
  for (const [name, value] of Object.entries(messages)) {
    const inner = keys.filter((key) => key.startsWith(`${name}.`)).map((key) => key.slice(name.length + 1))
    if (keys.includes(name)) first[name] = value
    else if (inner.length > 0 && isGroup(value)) {
      const part = splitMessages(value, inner)
      if (Object.keys(part.first).length > 0) first[name] = part.first
      if (Object.keys(part.rest).length > 0) rest[name] = part.rest
    } else rest[name] = value
  }
  return { first, rest }
}
