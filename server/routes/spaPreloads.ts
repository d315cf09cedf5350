// A first visit waits on a chain: the entry runs, then asks for the locale chunk and the route's
// chunk, then their imports. The server already knows the language (cookie, Accept-Language) and
// the route (the URL), so the page it sends names those chunks as modulepreload links and the
// browser fetches them beside the entry. Everything is read from Vite's manifest of the build.
import { detectLanguage, type Language } from '../../src/shared/languages'
import { needsMember, showsOnlyFirstScreen } from '../../src/shared/pageNeeds'

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}
export type ViteManifest = Record<string, ManifestChunk>

/** A route's page, and a member page's loader (split too: vite.config.ts). */
const ROUTE_CHUNK = /^src\/routes\/([^?]+)\.tsx\?tsr-split=(component|loader)$/

/** `_default._member.member.deposit` → the segments of the URL it serves (`member`, `deposit`); null for an index. */
function urlSegments(routeId: string): string[] {
  return routeId.split('.').filter((segment) => !segment.startsWith('_') && segment !== 'index')
}

function matches(routeId: string, path: string): boolean {
  const wanted = urlSegments(routeId)
  const given = path.split('/').filter(Boolean).map(decodeURIComponent)
  const splat = wanted.at(-1) === '$'
  const fixed = splat ? wanted.slice(0, -1) : wanted
  if (splat ? given.length <= fixed.length : given.length !== fixed.length) return false
  return fixed.every((segment, index) => segment === given[index] || (segment.startsWith('$') && given[index] !== undefined))
}

/** The route chunks a path opens: its page and every layout above it, from the file-based route ids. */
function routeChunks(manifest: ViteManifest, path: string): string[] {
  const ids = new Map<string, string[]>()
  for (const key of Object.keys(manifest)) {
    const id = ROUTE_CHUNK.exec(key)?.[1]
    if (id && !id.startsWith('-')) ids.set(id, [...(ids.get(id) ?? []), key])
  }
  const page = [...ids.keys()].find((id) => isPage(id, ids) && matches(id, path))
  if (!page) return []
  const segments = page.split('.')
  return segments.flatMap((_, index) => ids.get(segments.slice(0, index + 1).join('.')) ?? [])
}

/** A route id is a page when no other route id continues it (a layout's children do). */
function isPage(id: string, ids: Map<string, string[]>): boolean {
  return ![...ids.keys()].some((other) => other.startsWith(`${id}.`))
}

function withImports(manifest: ViteManifest, keys: string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return [...seen].map((key) => `/${manifest[key]!.file}`)
}

/** The browser's languages from Accept-Language, most wanted first. */
function acceptedTags(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) }
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag)
}

export interface PageRequest {
  path: string
  languageCookie: string | undefined
  acceptLanguage: string | undefined
  /** The request carries a session token: the app's first call will be a member's. */
  signedIn: boolean
}

/** The language the site will show this page in: the cookie, else the browser's preference. */
export function pageLanguage(request: PageRequest): Language {
  return detectLanguage(request.languageCookie, acceptedTags(request.acceptLanguage))
}

/** What a member's first call needs before it can go: every call's declaration (src/api/client.ts). */
const MEMBER_CALLS = 'src/api/callTable.gen.ts'
/** The member actions, which the member layout's loader brings in (routes/_default._member.tsx). */
const MEMBER_FLOWS = 'src/app/flows.ts'
/** The deposit gate, which the deposit page's guard starts: named by the route file, matched as its chunks are. */
const DEPOSIT_GATE = { routeId: '_default._member.member.deposit', chunk: 'src/machines/depositGate/machine.ts' }

/**
 * What a page waits for besides its route chunks, which the app would ask for only once the entry has
 * run: the rest of the messages beyond the first screen; for a signed-in visit every call's
 * declaration, and on a member page the member layout's actions and, for a deposit, its gate.
 */
function pageNeeds(path: string, language: Language, signedIn: boolean): string[] {
  const needs = showsOnlyFirstScreen(path) ? [] : [`locales/${language}.json?rest`]
  if (signedIn) needs.push(MEMBER_CALLS)
  if (signedIn && needsMember(path)) needs.push(MEMBER_FLOWS)
  if (signedIn && matches(DEPOSIT_GATE.routeId, path)) needs.push(DEPOSIT_GATE.chunk)
  return needs
}

/**
 * The files a first visit to `path` will ask for after the entry, which the page can name at once:
 * first the app's own code, which the entry imports in a step of its own (src/main.tsx), so every
 * page needs it.
 */
export function preloadsFor(manifest: ViteManifest, request: PageRequest): string[] {
  const language = pageLanguage(request)
  const entry = manifest['index.html']
  const alreadyLoaded = new Set(entry ? withImports(manifest, ['index.html']) : [])
  const appCode = entry?.dynamicImports ?? []
  const wanted = withImports(manifest, [...appCode, `locales/${language}.json`, ...pageNeeds(request.path, language, request.signedIn), ...routeChunks(manifest, request.path)])
  return wanted.filter((file) => !alreadyLoaded.has(file))
}

/** The page with a modulepreload link per file, just before the entry's own script. */
export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('')
  return html.replace('</head>', `${links}</head>`)
}
