// Intents in flight, shared by the tabs of one browser (localStorage): when a second tab sends the
// request a first tab sent a moment ago, it sends the first tab's key, so the server applies it once
// and answers the second tab with the first result. Only a digest of the request is kept, never the
// request itself (it may hold a password), and entries expire after a minute.
import type { SharedIntents } from '../machines/flow/actors'
import { INTENTS_KEY } from './storage'

const SHARE_MS = 60_000

interface Entry {
  key: string
  tab: string
  at: number
}

/** A password re-typed for a withdrawal does not make it another request. */
function identity(values: unknown): string {
  return JSON.stringify(values, (field, value: unknown) => {
    if (/password/i.test(field)) return undefined
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
    }
    return value
  })
}

async function digest(flow: string, values: unknown): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${flow}\n${identity(values)}`))
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')
}

export function createSharedIntents(storage: Storage, tab: string, now: () => number = Date.now): SharedIntents {
  function read(): Record<string, Entry> {
    let entries: Record<string, Entry> = {}
    try {
      entries = JSON.parse(storage.getItem(INTENTS_KEY) ?? '{}') as Record<string, Entry>
    } catch {
      // A damaged entry only costs the sharing, never a request.
    }
    return Object.fromEntries(Object.entries(entries).filter(([, entry]) => now() - entry.at < SHARE_MS))
  }
  function write(entries: Record<string, Entry>) {
    try {
      storage.setItem(INTENTS_KEY, JSON.stringify(entries))
    } catch {
      // Storage full or blocked: each tab still applies its own intent once.
    }
  }
  return {
    async keyFor(flow, values, ownKey) {
      const id = await digest(flow, values)
      const entries = read()
      const other = entries[id]
      if (other && other.tab !== tab) return other.key
      write({ ...entries, [id]: { key: ownKey, tab, at: now() } })
      return ownKey
    },
    async forget(flow, values) {
      const id = await digest(flow, values)
      const { [id]: _forgotten, ...rest } = read()
      write(rest)
    },
  }
}
