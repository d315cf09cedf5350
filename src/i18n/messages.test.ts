import { existsSync, readFileSync } from 'node:fs'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { showsOnlyFirstScreen } from '../shared/pageNeeds'
import { firstScreenKeys, splitMessages } from './firstScreen'
import { loadFirstScreen, loadRest } from './locales'
import { createMessageParts } from './messages'

vi.mock('./locales', () => ({ loadFirstScreen: vi.fn(), loadRest: vi.fn() }))
const first = vi.mocked(loadFirstScreen)
const rest = vi.mocked(loadRest)

beforeEach(() => {
  first.mockReset().mockResolvedValue({ home: {} })
  rest.mockReset().mockResolvedValue({ deposit: {} })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('the first screen', () => {
  it('names messages the locale files have', () => {
    const english = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, unknown>
    const has = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english) !== undefined
    expect(firstScreenKeys.filter((key) => !has(key))).toEqual([])
  })

  it('cuts a file in two parts that hold every message once', () => {
    const messages = { site: { name: 'S' }, cookies: { open: 'O', title: 'T' }, deposit: { title: 'D' } }
    expect(splitMessages(messages, ['site', 'cookies.open'])).toEqual({
      first: { site: { name: 'S' }, cookies: { open: 'O' } },
      rest: { cookies: { title: 'T' }, deposit: { title: 'D' } },
    })
  })

  it('holds every message a dialog opened without the rest says: its title and each key its component and their own imports look up', () => {
    const english = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, unknown>
    const { first } = splitMessages(english)
    const inFirst = (key: string) => typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], first) === 'string'
    const registry = readFileSync('src/ui/dialogs/registry.ts', 'utf8')
    const flagged = [...registry.matchAll(/titleKey: '([^']+)', component: lazy\(\(\) => import\('\.\.\/([^']+)'\)\), firstScreenMessages: true/g)]
    expect(flagged.map(([, titleKey]) => titleKey)).toEqual(['announcement.pop_title', 'announcement.img_pop_title'])
    for (const [, titleKey = '', path = ''] of flagged) {
      const source = readFileSync(`src/ui/${path}.tsx`, 'utf8')
      const folder = `src/ui/${path.split('/')[0]}`
      const ownImports = [...source.matchAll(/from '\.\/(\w+)'/g)].map(([, name]) => readFileSync([`${folder}/${name}.tsx`, `${folder}/${name}.ts`].find(existsSync)!, 'utf8'))
      const keys = [titleKey, ...[source, ...ownImports].flatMap((text) => [...text.matchAll(/\bt\('([\w.]+)'/g)].map(([, key = '']) => key))]
      expect(keys.filter((key) => !inFirst(key))).toEqual([])
    }
  })

  it('is the home page and the lobby', () => {
    expect(['/', '/Categories/slots', '/Categories/slots/pragmatic'].every(showsOnlyFirstScreen)).toBe(true)
    expect(['/qa', '/member/deposit', '/promotions', '/Categories'].some(showsOnlyFirstScreen)).toBe(false)
  })
})

describe('message parts', () => {
  it('a first visit to a first-screen page waits for that part only; the rest comes when asked, once', async () => {
    const add = vi.fn()
    const parts = createMessageParts(add, '/')
    await expect(parts.load('kr')).resolves.toEqual({ home: {} })
    expect(rest).not.toHaveBeenCalled()
    await Promise.all([parts.complete('kr'), parts.complete('kr')])
    expect(rest).toHaveBeenCalledTimes(1)
    expect(add).toHaveBeenCalledWith('kr', { deposit: {} })
  })

  it('any other load waits for both parts', async () => {
    const add = vi.fn()
    const parts = createMessageParts(add, '/member/deposit')
    await parts.load('en')
    expect(add).toHaveBeenCalledWith('en', { deposit: {} })
    // A later switch, even on the home page, loads the whole language too.
    const home = createMessageParts(add, '/')
    await home.load('en')
    await home.load('kr')
    expect(rest).toHaveBeenCalledTimes(2)
  })

  it('a rest that fails to load settles; a render asking again gets that answer, a navigation or a language load tries again', async () => {
    rest.mockRejectedValue(new Error('offline'))
    const add = vi.fn()
    const parts = createMessageParts(add, '/qa')
    const failed = parts.complete('en')
    await expect(failed).resolves.toBeUndefined()
    expect(parts.complete('en')).toBe(failed)
    expect(rest).toHaveBeenCalledTimes(1)
    await parts.complete('en', { retryFailure: true })
    expect(rest).toHaveBeenCalledTimes(2)
    rest.mockReset().mockResolvedValue({ deposit: {} })
    await parts.load('en')
    expect(rest).toHaveBeenCalledTimes(1)
    expect(add).toHaveBeenCalledWith('en', { deposit: {} })
    // Once in, nothing is asked again, whoever asks.
    await parts.complete('en', { retryFailure: true })
    expect(rest).toHaveBeenCalledTimes(1)
  })
})
