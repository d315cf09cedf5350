import { existsSync, readFileSync } from 'node:fs'
import { extname, join, relative, resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isApiPath, pathOf } from '../http/errors'
import { escapeHtml } from '../service/plainText'
import { firstScreenAnswers, firstScreenShell, holdsFirstScreen, holdsMemberAnswers, withFirstScreen } from './firstScreen'
import { pageLanguage, preloadsFor, type ViteManifest } from './spaPreloads'
import { shellText } from './shellMessages'
import { withAppStart } from './spaStart'
import { htmlLang, LANGUAGE_COOKIE, type Language } from '../../src/shared/languages'
import { TOKEN_COOKIE } from '../../src/shared/sessionCookie'

function cacheControlFor(file: string): string {
  // Vite fingerprints everything under assets/, so those names never change content.
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable'
  // index.html, sw.js and the other unhashed files must be revalidated to pick up a new build.
  return 'no-cache'
}

/**
 * Serves the built site from `distDir` when it has an index.html. Returns whether it does. The root
 * stays a path, resolved by each request, so a build swapped in by renaming directories is served
 * without a restart. Registered on the root instance so the not-found handler can send index.html.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = resolve(distDir)
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ distDir: root }, 'no index.html in the dist directory; the site is not served')
    return false
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    // `/` is a page like any other: the not-found handler sends it through sendPage, with its preloads.
    allowedPath: (pathName) => pathName !== '/',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(relative(root, filePath).split('\\').join('/')))
    },
  })
  return true
}

/** A deep link into the app (no file extension, outside /api) gets index.html; a missing file does not. */
export function isSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = pathOf(request.url)
  if (isApiPath(path)) return false
  const lastSegment = path.slice(path.lastIndexOf('/') + 1)
  return extname(lastSegment) === ''
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}

/**
 * index.html for a page of the app, naming the chunks this visit will need (spaPreloads.ts), holding
 * its first screen's content (firstScreen.ts) and starting the app when that screen allows
 * (spaStart.ts). Read at each request, like the files, so a swapped build is served at once.
 */
export async function sendPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, distDir: string) {
  const root = resolve(distDir)
  const html = readFileSync(join(root, 'index.html'), 'utf8')
  const manifestPath = join(root, '.vite', 'manifest.json')
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest) : {}
  const token = cookieValue(request.headers.cookie, TOKEN_COOKIE)
  const page = {
    path: pathOf(request.url),
    languageCookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    acceptLanguage: request.headers['accept-language'],
    signedIn: token !== undefined,
  }
  const visitor = { token, ip: request.ip, userAgent: request.headers['user-agent'] }
  const language = pageLanguage(page)
  // Another app built into the directory (the bench's floor app) gets its page as it is.
  const ours = holdsFirstScreen(html)
  const first = request.method === 'GET' && ours ? await firstScreenAnswers(app, new URL(request.url, 'http://page'), language, visitor) : null
  const shell = firstScreenShell(first)
  const started = withAppStart(html, manifest, preloadsFor(manifest, page), shell.main !== '')
  const drawn = withFirstScreen(started, first, shell)
  return reply
    .header('cache-control', holdsMemberAnswers(first) ? 'private, no-store' : 'no-cache')
    .header('vary', 'Cookie, Accept-Language')
    .type('text/html; charset=utf-8')
    .send(ours ? inLanguage(drawn, language) : drawn)
}

/**
 * The page says the language it is drawn in from its first byte, not once the app has started: a
 * screen reader reads the drawn Korean page in a Korean voice, and the styles of the language (its
 * fonts, how its lines break) lay it out once, instead of again when the app sets the language. It
 * describes itself in that language too, for a shared link's preview and a search result, which
 * read the page without running the app.
 */
function inLanguage(html: string, language: Language): string {
  const description = `<meta name="description" content="${escapeHtml(shellText(language, 'site.description'))}">`
  return html
    .replace(/<html\b[^>]*>/, (tag) => tag.replace(/\s+lang="[^"]*"/, '').replace('<html', `<html lang="${htmlLang[language]}"`))
    .replace('</head>', `${description}</head>`)
}
