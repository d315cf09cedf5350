import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract } from '../src/shared/contract'
import { buildApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db/database'
import { describeDatabases, type DatabaseTarget } from './test/databases'
import { buildTestApp, call, registerMember } from './test/harness'

function writeBuild(dir: string, marker: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true })
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html lang="en-US" dir="ltr"><head><script type="module" crossorigin src="/assets/app-1a2b.js"></script></head><body><div id="root"><header class="site-header"></header></div>${marker}</body></html>`)
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {})')
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), `console.log(${JSON.stringify(marker)})`)
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"site"}')
  mkdirSync(join(dir, '.vite'), { recursive: true })
  const manifest = { 'index.html': { file: 'assets/app-1a2b.js' }, 'locales/kr.json': { file: 'assets/kr-3c4d.js' }, 'locales/en.json': { file: 'assets/en-5e6f.js' } }
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
}

describeDatabases('the assembled app', (target: DatabaseTarget) => {
  describe('health', () => {
    it('reports the database kind, version and latency', async () => {
      const { app, config } = await buildTestApp(target.database)
      const response = await call(app, 'GET', '/health')
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({ status: 'ok', version: config.version, database: { kind: target.kind, ok: true } })
      expect((response.body as { database: { latencyMs: number } }).database.latencyMs).toBeGreaterThanOrEqual(0)
    })
  })

  describe('the contract', () => {
    it('serves every call it declares, at its method and path', async () => {
      const { app } = await buildTestApp(target.database)
      await app.ready()
      const unserved = Object.entries(contract)
        .filter(([, definition]) => !app.hasRoute({ method: definition.method, url: `/api${definition.path}` }))
        .map(([name]) => name)
      expect(unserved).toEqual([])
    })
  })

  describe('security headers', () => {
    it('sends a strict CSP, nosniff and a referrer policy on API answers', async () => {
      const { app } = await buildTestApp(target.database)
      const response = await app.inject({ method: 'GET', url: '/api/health' })
      const csp = String(response.headers['content-security-policy'])
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'none'")
      expect(csp).not.toContain('unsafe-eval')
      expect(csp).not.toContain('unsafe-inline')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBeTruthy()
      expect(response.headers['cache-control']).toBe('no-store')
    })
  })

  describe('serving the built site', () => {
    let workDir: string
    let distDir: string
    let app: FastifyInstance
    beforeAll(async () => {
      workDir = mkdtempSync(join(tmpdir(), 'member-site-dist-'))
      distDir = join(workDir, 'dist')
      writeBuild(distDir, 'first build')
      ;({ app } = await buildTestApp(target.database, { serveSpa: true, distDir }))
    })
    afterAll(() => rmSync(workDir, { recursive: true, force: true }))

    it('answers a deep link with index.html, revalidated, with the CSP', async () => {
      const response = await app.inject({ method: 'GET', url: '/member/deposit?tab=1' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('first build')
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
      const root = await app.inject({ method: 'GET', url: '/' })
      expect(root.statusCode).toBe(200)
      expect(root.headers['cache-control']).toBe('no-cache')
    })

    it("names the visitor's locale chunk for preloading, and says the page varies with the language", async () => {
      const korean = await app.inject({ method: 'GET', url: '/qa', headers: { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' } })
      expect(korean.body).toContain('<link rel="modulepreload" crossorigin href="/assets/kr-3c4d.js">')
      expect(korean.body).not.toContain('en-5e6f')
      expect(korean.headers.vary).toContain('Accept-Language')
      const chosen = await app.inject({ method: 'GET', url: '/qa', headers: { cookie: 'i18n_redirected=en', 'accept-language': 'ko' } })
      expect(chosen.body).toContain('/assets/en-5e6f.js')
    })

    it('says the language the page is drawn in from its first byte, the cookie before the browser\'s list, and describes the site in it', async () => {
      const visits = [
        { headers: { 'accept-language': 'ko-KR,ko;q=0.9' }, lang: 'ko-KR', locale: 'kr' },
        { headers: { cookie: 'i18n_redirected=tw', 'accept-language': 'ko' }, lang: 'zh-TW', locale: 'tw' },
        { headers: { 'accept-language': 'vi' }, lang: 'vi-VN', locale: 'vn' },
        { headers: { 'accept-language': 'fr' }, lang: 'en-US', locale: 'en' },
      ]
      for (const { headers, lang, locale } of visits) {
        const { description } = (JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as { site: { description: string } }).site
        for (const url of ['/', '/member/deposit']) {
          const page = await app.inject({ method: 'GET', url, headers })
          expect(page.body).toContain(`<html lang="${lang}" dir="ltr">`)
          expect(page.body.match(/<meta name="description"[^>]*>/g)).toEqual([`<meta name="description" content="${description}">`])
        }
      }
    })

    it('starts the app once the first screen the server drew is complete, on the home page and the lobby', async () => {
      for (const url of ['/', '/Categories/slots']) {
        const page = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'ko-KR,ko;q=0.9' } })
        expect(page.body).toMatch(/<\/header><main class="site-main">/)
        expect(page.body).toContain('<script defer src="/start-app.js" data-entry="/assets/app-1a2b.js" data-preloads="/assets/kr-3c4d.js"></script>')
        expect(page.body).not.toContain('type="module"')
      }
      const qa = await app.inject({ method: 'GET', url: '/qa' })
      expect(qa.body).toContain('<script type="module" crossorigin src="/assets/app-1a2b.js"></script>')
      expect(qa.body).not.toContain('start-app.js')
    })

    it("holds the home page's first-screen content in the visitor's language, equal to the API's answers, and the hero banner's preload", async () => {
      const page = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ko-KR,ko;q=0.9' } })
      const block = /<script type="application\/json" id="first-screen">(.*?)<\/script>/.exec(page.body)
      expect(block).not.toBeNull()
      const first = JSON.parse(block![1]!) as { lang: string; answers: { name: string; input?: unknown; answer: unknown }[] }
      expect(first.lang).toBe('kr')
      expect(first.answers.map((a) => a.name).sort()).toEqual(['getAnnouncementList', 'getCategoryList', 'getFeaturedGameList', 'getPromotionList'])
      const promotions = await app.inject({ method: 'GET', url: '/api/Promotion/getPromotionList', headers: { lang: 'kr' } })
      expect(first.answers.find((a) => a.name === 'getPromotionList')!.answer).toEqual(promotions.json())
      const banner = (promotions.json() as { promotions: { banner: string; featured: boolean }[] }).promotions.find((p) => p.featured)!.banner
      expect(page.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${banner}">`)
      // The lobby: the categories and the page of games its address asks for.
      const lobby = await app.inject({ method: 'GET', url: '/Categories/slots?page=2&provider=pragmatic' })
      const lobbyFirst = JSON.parse(/id="first-screen">(.*?)<\/script>/.exec(lobby.body)![1]!) as typeof first
      const input = { category: 'slots', page: 2, pageSize: 24, provider: 'pragmatic' }
      const games = await app.inject({ method: 'POST', url: '/api/Game/getGameList', headers: { lang: 'en' }, payload: input })
      expect(lobbyFirst.answers.find((a) => a.name === 'getGameList')).toEqual({ name: 'getGameList', input, answer: games.json() })
      // Other pages read their own content as before.
      const qa = await app.inject({ method: 'GET', url: '/qa' })
      expect(qa.body).not.toContain('id="first-screen"')
    })

    it("holds a signed-in visit's session check and its money page's first reads, for that session only, on a page no cache keeps", async () => {
      const { token } = await registerMember(app, 'firstpage')
      const firstOf = (body: string) => JSON.parse(/id="first-screen">(.*?)<\/script>/.exec(body)![1]!) as { lang: string; answers: { name: string; input?: unknown; answer: unknown; member?: true }[] }
      const page = await app.inject({ method: 'GET', url: '/member/deposit', headers: { cookie: `lh_token=${encodeURIComponent(token)}`, 'accept-language': 'en' } })
      expect(page.headers['cache-control']).toBe('private, no-store')
      const first = firstOf(page.body)
      expect(first.answers.map((a) => a.name)).toEqual(['checkToken', 'getMemberInfoV3', 'getResponsibleGaming', 'getSessionSummary', 'getBalance', 'getPoint', 'getMemberBankInfoList', 'getMemberDepositInfo'])
      expect(first.answers.every((a) => a.member)).toBe(true)
      const info = await call(app, 'GET', '/Member/getMemberInfoV3', undefined, { token, headers: { lang: 'en' } })
      expect(first.answers.find((a) => a.name === 'getMemberInfoV3')!.answer).toEqual(info.body)
      const deposit = await call(app, 'POST', '/Deposit/getMemberDepositInfo', {}, { token, headers: { lang: 'en' } })
      expect(first.answers.find((a) => a.name === 'getMemberDepositInfo')).toMatchObject({ input: {}, answer: deposit.body })
      // Any other page of a signed-in visit holds the session check alone; the home page its content besides.
      const home = firstOf((await app.inject({ method: 'GET', url: '/', headers: { cookie: `lh_token=${token}` } })).body)
      expect(home.answers.filter((a) => a.member).map((a) => a.name)).toEqual(['checkToken', 'getMemberInfoV3', 'getResponsibleGaming', 'getSessionSummary'])
      expect(home.answers.filter((a) => !a.member)).toHaveLength(4)
      // A token the API refuses gets nothing of a member, and the page stays one any visitor could be sent.
      for (const cookie of ['lh_token=forged', 'lh_token=']) {
        const refused = await app.inject({ method: 'GET', url: '/member/deposit', headers: { cookie } })
        expect(refused.headers['cache-control']).toBe('no-cache')
        expect(refused.body).not.toContain('id="first-screen"')
      }
    })

    it('serves real files: hashed assets immutable, sw.js revalidated', async () => {
      const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })
      expect(asset.statusCode).toBe(200)
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(asset.headers['content-type']).toMatch(/javascript/)
      const worker = await app.inject({ method: 'GET', url: '/sw.js' })
      expect(worker.statusCode).toBe(200)
      expect(worker.headers['cache-control']).toBe('no-cache')
    })

    it('answers a missing file, an unknown API path and a non-GET with 404, never index.html', async () => {
      const missing = await app.inject({ method: 'GET', url: '/assets/missing.js' })
      expect(missing.statusCode).toBe(404)
      expect(missing.body).not.toContain('<html')
      const api = await app.inject({ method: 'GET', url: '/api/nope' })
      expect(api.statusCode).toBe(404)
      expect(api.json()).toEqual({ errorMessage: 'not_found', errorValues: { path: '/api/nope' } })
      const post = await app.inject({ method: 'POST', url: '/member/deposit' })
      expect(post.statusCode).toBe(404)
      expect(post.json()).toEqual({ errorMessage: 'not_found', errorValues: { path: '/member/deposit' } })
    })

    it('picks up a build swapped in by renaming directories', async () => {
      const next = join(workDir, 'dist-next')
      writeBuild(next, 'second build')
      renameSync(distDir, join(workDir, 'dist-old'))
      renameSync(next, distDir)
      const page = await app.inject({ method: 'GET', url: '/promotions/summer' })
      expect(page.body).toContain('second build')
      const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })
      expect(asset.body).toContain('second build')
    })
  })
})

describe('health without a database', () => {
  it('answers 503 degraded when the database check fails', async () => {
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/unreachable' })
    const app = await buildApp({ database, config: { ...readConfig({}), serveSpa: false }, logger: false })
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ status: 'degraded', database: { kind: 'postgres', ok: false } })
    await database.close()
  })
})
