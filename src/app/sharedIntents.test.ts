import { describe, expect, it } from 'vitest'
import { createSharedIntents } from './sharedIntents'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('intents shared by tabs', () => {
  it('gives a second tab the first tab\'s key for the same request, and not for another', async () => {
    const storage = memoryStorage()
    let clock = 0
    const first = createSharedIntents(storage, 'tab-a', () => clock)
    const second = createSharedIntents(storage, 'tab-b', () => clock)
    expect(await first.keyFor('withdraw', { amount: 100, password: 'a' }, 'a:1')).toBe('a:1')
    // The same withdrawal, whatever password was typed, from another tab: the first tab's intent.
    expect(await second.keyFor('withdraw', { password: 'b', amount: 100 }, 'b:1')).toBe('a:1')
    expect(await second.keyFor('withdraw', { amount: 200 }, 'b:2')).toBe('b:2')
    // And the other way round: tab A sending what tab B just sent joins tab B's intent.
    expect(await first.keyFor('withdraw', { amount: 200 }, 'a:2')).toBe('b:2')
    clock += 61_000
    expect(await second.keyFor('withdraw', { amount: 100 }, 'b:3')).toBe('b:3')
    expect(storage.getItem('lh_intents')).not.toContain('password')
  })

  it('forgets a refused request, so the next one is a new intent', async () => {
    const storage = memoryStorage()
    const first = createSharedIntents(storage, 'tab-a')
    const second = createSharedIntents(storage, 'tab-b')
    await first.keyFor('deposit', { amount: 100 }, 'a:1')
    await first.forget('deposit', { amount: 100 })
    expect(await second.keyFor('deposit', { amount: 100 }, 'b:1')).toBe('b:1')
  })
})
