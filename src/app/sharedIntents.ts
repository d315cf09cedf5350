// Intents in flight, shared by the tabs of one browser: when a second tab sends the request a first
// tab sent a moment ago, it sends the first tab's key, so the server applies it once and answers the
// second tab with the first result. Only a digest of the request is kept, never the request itself
// (it may hold a password), and entries expire after a minute.
// They live in IndexedDB because its read-write transactions on one store run one at a time across
// tabs: two tabs sending the same request at the same moment agree on one key. (localStorage, read
// and then written, let both keep their own: each tab reads its own copy, updated a moment later.)
import type { SharedIntents } from '../machines/flow/actors'
import { INTENTS_DB } from './storage'

const SHARE_MS = 60_000
const STORE = 'intents'

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

function open(databases: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = databases.open(INTENTS_DB, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

export function createSharedIntents(databases: IDBFactory, tab: string, now: () => number = Date.now): SharedIntents {
  let connection: Promise<IDBDatabase> | null = null
  function database(): Promise<IDBDatabase> {
    connection ??= open(databases).then((db) => {
      // The site's storage is being cleared (clearSiteStorage): let it go, and open afresh next time.
      db.onversionchange = () => {
        db.close()
        connection = null
      }
      return db
    })
    return connection
  }

  /** One read-write transaction: whatever `change` reads and writes, no other tab's runs in between. */
  async function transact<T>(change: (store: IDBObjectStore, done: (result: T) => void) => void): Promise<T> {
    const transaction = (await database()).transaction(STORE, 'readwrite')
    return new Promise<T>((resolve, reject) => {
      let result: T
      change(transaction.objectStore(STORE), (value) => (result = value))
      transaction.oncomplete = () => resolve(result)
      transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error('Intent transaction aborted'))
    })
  }

  return {
    async keyFor(flow, values, ownKey) {
      const id = await digest(flow, values)
      try {
        return await transact<string>((store, done) => {
          done(ownKey)
          const cursor = store.openCursor()
          cursor.onsuccess = () => {
            const current = cursor.result
            if (current) {
              if (now() - (current.value as Entry).at >= SHARE_MS) current.delete()
              return current.continue()
            }
            const found = store.get(id)
            found.onsuccess = () => {
              const other = found.result as Entry | undefined
              // Expired entries are gone by now: the cursor above dropped them in this transaction.
              if (other && other.tab !== tab) return done(other.key)
              store.put({ key: ownKey, tab, at: now() } satisfies Entry, id)
            }
          }
        })
      } catch (error) {
        // Storage blocked or broken: only the sharing is lost, each tab still applies its own intent once.
        console.warn('Intents are not shared between tabs', error)
        return ownKey
      }
    },
    async forget(flow, values) {
      const id = await digest(flow, values)
      try {
        await transact<void>((store, done) => {
          store.delete(id)
          done()
        })
      } catch (error) {
        console.warn('Intents are not shared between tabs', error)
      }
    },
  }
}
