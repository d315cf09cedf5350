// The translation files against each other and against the code: every key in every language,
// no key the code asks for missing, no key nothing asks for.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { clientFailures } from '../../src/api/client'
import { contract, errorCodes } from '../../src/shared/contract'
import { languages } from '../../src/shared/languages'

type Tree = { [key: string]: string | Tree | Tree[] }

function flatten(tree: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (tree !== null && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out)
  } else {
    out.set(prefix, tree)
  }
  return out
}

const locales = Object.fromEntries(
  languages.map((lng) => [lng, flatten(JSON.parse(readFileSync(`locales/${lng}.json`, 'utf8')) as Tree)]),
)
const english = locales.en!

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith('.gen.ts') ? [path] : []
  })
}
// The server draws parts of a page from the same files (server/routes/shellMessages.ts).
const code = ['src', 'server'].flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8')).join('\n')

// Keys the code names literally where a translation key is expected.
const requested = new Set(
  [...code.matchAll(/(?:\bt\(|titleKey[:=]\s*\{?|introKey[:=]\s*\{?|msg:\s*)['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]/g)].map((m) => m[1]!),
)
// Every string literal that is a key counts as a use (menus, tables of keys).
const literals = new Set([...code.matchAll(/['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]/g)].map((m) => m[1]!))
// Keys built at run time: `prefix.${…}` — the prefix is a family the code uses as a whole.
const families = [...new Set([...code.matchAll(/`([a-z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)].map((m) => m[1]!))]

const requestFields = new Set(
  Object.values(contract).flatMap((call) => Object.keys((call.request as unknown as z.ZodObject).shape ?? {})),
)

describe('locale files', () => {
  it.each(languages.filter((l) => l !== 'en'))('%s has every English key, each a non-empty string, and no other', (lng) => {
    const messages = locales[lng]!
    const missing = [...english.keys()].filter((key) => typeof messages.get(key) !== 'string' || !String(messages.get(key)).trim())
    const extra = [...messages.keys()].filter((key) => !english.has(key))
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
  })

  it.each(languages.filter((l) => l !== 'en'))('%s keeps every placeholder of the English text', (lng) => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    const wrong = [...english.entries()].filter(([key, text]) => placeholders(text).join() !== placeholders(locales[lng]!.get(key)).join())
    expect(wrong.map(([key]) => key)).toEqual([])
  })

  it('has no empty English text', () => {
    expect([...english.entries()].filter(([, text]) => typeof text !== 'string' || !text.trim()).map(([key]) => key)).toEqual([])
  })

  it('has every key the code asks for', () => {
    expect([...requested].filter((key) => !english.has(key) && ![...english.keys()].some((k) => k.startsWith(`${key}.`)))).toEqual([])
  })

  it('has no key that nothing uses', () => {
    const used = (key: string) =>
      literals.has(key) ||
      [...literals].some((literal) => key.startsWith(`${literal}.`)) ||
      families.some((family) => key.startsWith(family))
    expect([...english.keys()].filter((key) => !used(key))).toEqual([])
  })

  it('translates every error code the server or the client can report, and only those', () => {
    const codes = [...errorCodes, ...clientFailures].map((code) => `back.errorCode.${code}`).sort()
    expect([...english.keys()].filter((key) => key.startsWith('back.errorCode.')).sort()).toEqual(codes)
  })

  it('names every request field an error can point at, and only those', () => {
    const fields = [...english.keys()].filter((key) => key.startsWith('field.')).map((key) => key.slice('field.'.length))
    expect(fields.filter((field) => field !== 'body' && !requestFields.has(field))).toEqual([])
    expect([...requestFields].filter((field) => !fields.includes(field))).toEqual([])
  })
})
