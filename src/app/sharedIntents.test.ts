import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it, vi } from 'vitest'
import { INTENTS_DB } from './storage'
import { createSharedIntents } from './sharedIntents'

async function storedText(databases: IDBFactory): Promise<string> {
  const db = await new Promise<IDBDatabase>((resolve) => {
    const request = databases.open(INTENTS_DB)
    request.onsuccess = () => resolve(request.result)
  })
  const all = db.transaction('intents').objectStore('intents').getAll()
  const entries = await new Promise<unknown[]>((resolve) => (all.onsuccess = () => resolve(all.result)))
  db.close()
  return JSON.stringify(entries)
}

describe('intents shared by tabs', () => {
  it('gives a second tab the first tab\'s key for the same request, and not for another', async () => {
    const databases = new IDBFactory()
    let clock = 0
    const first = createSharedIntents(databases, 'tab-a', () => clock)
    const second = createSharedIntents(databases, 'tab-b', () => clock)
    expect(await first.keyFor('withdraw', { amount: 100, password: 'a' }, 'a:1')).toBe('a:1')
    // The same withdrawal, whatever password was typed, from another tab: the first tab's intent.
    expect(await second.keyFor('withdraw', { password: 'b', amount: 100 }, 'b:1')).toBe('a:1')
    expect(await second.keyFor('withdraw', { amount: 200 }, 'b:2')).toBe('b:2')
    // And the other way round: tab A sending what tab B just sent joins tab B's intent.
    expect(await first.keyFor('withdraw', { amount: 200 }, 'a:2')).toBe('b:2')
    // The same tab sending it again means another one.
    expect(await first.keyFor('withdraw', { amount: 100 }, 'a:3')).toBe('a:3')
    clock += 61_000
    expect(await second.keyFor('withdraw', { amount: 100 }, 'b:3')).toBe('b:3')
    const stored = await storedText(databases)
    expect(stored).not.toContain('password')
    // Expired entries are dropped as new ones come.
    expect(stored).not.toContain('a:3')
  })

  it('agrees on one key when two tabs send the same request at the same moment', async () => {
    const databases = new IDBFactory()
    const tabs = ['tab-a', 'tab-b', 'tab-c'].map((tab) => createSharedIntents(databases, tab))
    const keys = await Promise.all(tabs.map((tab, i) => tab.keyFor('bindBank', { accountNumber: '0072' }, `own:${i}`)))
    expect(new Set(keys).size).toBe(1)
  })

  it('forgets a refused request, so the next one is a new intent', async () => {
    const databases = new IDBFactory()
    const first = createSharedIntents(databases, 'tab-a')
    const second = createSharedIntents(databases, 'tab-b')
    await first.keyFor('deposit', { amount: 100 }, 'a:1')
    await first.forget('deposit', { amount: 100 })
    expect(await second.keyFor('deposit', { amount: 100 }, 'b:1')).toBe('b:1')
  })

  it('without a database, each tab keeps its own key', async () => {
    const broken = { open: () => { throw new Error('blocked') } } as unknown as IDBFactory
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await createSharedIntents(broken, 'tab-a').keyFor('deposit', { amount: 1 }, 'a:1')).toBe('a:1')
    await expect(createSharedIntents(broken, 'tab-a').forget('deposit', { amount: 1 })).resolves.toBeUndefined()
  })
})
