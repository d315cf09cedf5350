import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { preloadsFor, withPreloads, type ViteManifest } from './spaPreloads'

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'], dynamicImports: ['_app-1.js'] },
  '_app-1.js': { file: 'assets/app-1.js', imports: ['index.html', '_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_shared-1.js'] },
  'locales/en.json': { file: 'assets/en-1.js' },
  'locales/en.json?rest': { file: 'assets/en-rest-1.js' },
  'locales/kr.json': { file: 'assets/kr-1.js' },
  'locales/kr.json?rest': { file: 'assets/kr-rest-1.js' },
  'src/routes/_default.tsx?tsr-split=component': { file: 'assets/default-1.js' },
  'src/routes/_default.tsx?tsr-split=notFoundComponent': { file: 'assets/default-nf.js' },
  'src/routes/_default.index.tsx?tsr-split=component': { file: 'assets/home-1.js', imports: ['_grid-1.js'] },
  'src/routes/_default.Categories.$.tsx?tsr-split=component': { file: 'assets/lobby-1.js', imports: ['_grid-1.js'] },
  'src/routes/_default.promotions.index.tsx?tsr-split=component': { file: 'assets/promotions-1.js' },
  'src/routes/_default.promotions.$.tsx?tsr-split=component': { file: 'assets/promotion-1.js' },
  'src/routes/_default._member.tsx?tsr-split=component': { file: 'assets/member-layout-1.js' },
  'src/routes/_default._member.member.deposit.tsx?tsr-split=component': { file: 'assets/deposit-1.js' },
  'src/routes/_default._member.member.deposit.tsx?tsr-split=loader': { file: 'assets/deposit-loader-1.js' },
  'src/api/callTable.gen.ts': { file: 'assets/callTable-1.js' },
  'src/app/flows.ts': { file: 'assets/flows-1.js', imports: ['_shared-1.js'] },
  'src/machines/depositGate/machine.ts': { file: 'assets/gate-1.js' },
}

const visit = (path: string, languageCookie?: string, acceptLanguage?: string, signedIn = false) =>
  preloadsFor(manifest, { path, languageCookie, acceptLanguage, signedIn })

describe('the chunks a page names for its first visit', () => {
  it("names the app's code, the home page, its layout, their imports and the English locale, not what the entry already loads", () => {
    expect(visit('/').sort()).toEqual(['/assets/app-1.js', '/assets/default-1.js', '/assets/en-1.js', '/assets/grid-1.js', '/assets/home-1.js'])
  })

  it("names the app's code first: the entry imports it as soon as it has run", () => {
    expect(visit('/lobby')[0]).toBe('/assets/app-1.js')
    expect(visit('/member/deposit', undefined, undefined, true)[0]).toBe('/assets/app-1.js')
  })

  it("names a member page's loader beside its page", () => {
    expect(visit('/member/deposit')).toEqual(expect.arrayContaining(['/assets/deposit-1.js', '/assets/deposit-loader-1.js', '/assets/member-layout-1.js']))
  })

  it("names every call's declaration for a visit that carries a session, which a visitor's does not need", () => {
    expect(visit('/member/deposit', undefined, undefined, true)).toContain('/assets/callTable-1.js')
    expect(visit('/member/deposit')).not.toContain('/assets/callTable-1.js')
  })

  it('takes the language from the cookie first, then Accept-Language by preference', () => {
    expect(visit('/', 'kr', 'en-US')).toContain('/assets/kr-1.js')
    expect(visit('/', undefined, 'fr;q=1, ko-KR;q=0.9, en;q=0.8')).toContain('/assets/kr-1.js')
    expect(visit('/', undefined, 'en;q=0.5, ko;q=0.9')).toContain('/assets/kr-1.js')
    expect(visit('/', 'xx', 'fr')).toContain('/assets/en-1.js')
  })

  it('matches splat routes only below their prefix, and the index beside them', () => {
    expect(visit('/Categories/slots/pragmatic')).toContain('/assets/lobby-1.js')
    expect(visit('/promotions')).toContain('/assets/promotions-1.js')
    expect(visit('/promotions')).not.toContain('/assets/promotion-1.js')
    expect(visit('/promotions/event/summer')).toContain('/assets/promotion-1.js')
  })

  it('names a member page with every layout above it', () => {
    expect(visit('/member/deposit')).toEqual(expect.arrayContaining(['/assets/default-1.js', '/assets/member-layout-1.js', '/assets/deposit-1.js']))
  })

  it("names only the app's code and the messages for a path no route serves: its not-found page is beyond the first screen", () => {
    expect(visit('/no/such/page')).toEqual(['/assets/app-1.js', '/assets/en-1.js', '/assets/en-rest-1.js'])
  })

  it('names the rest of the messages, in the page language, for a page beyond the first screen only', () => {
    expect(visit('/promotions', 'kr')).toContain('/assets/kr-rest-1.js')
    expect(visit('/member/deposit', undefined, undefined, true)).toContain('/assets/en-rest-1.js')
    expect(visit('/')).not.toContain('/assets/en-rest-1.js')
    expect(visit('/Categories/slots')).not.toContain('/assets/en-rest-1.js')
  })

  it("names the member layout's actions on a member's member page, and the deposit gate on the deposit page", () => {
    expect(visit('/member/withdrawal', undefined, undefined, true)).toContain('/assets/flows-1.js')
    expect(visit('/member/withdrawal', undefined, undefined, true)).not.toContain('/assets/gate-1.js')
    expect(visit('/member/deposit/', undefined, undefined, true)).toEqual(expect.arrayContaining(['/assets/flows-1.js', '/assets/gate-1.js']))
    // A visitor is sent home from a member page; a member's home page has no member layout.
    expect(visit('/member/deposit')).not.toContain('/assets/flows-1.js')
    expect(visit('/member/deposit')).not.toContain('/assets/gate-1.js')
    expect(visit('/', undefined, undefined, true)).not.toContain('/assets/flows-1.js')
  })

  it('names modules the site has: the build keys its manifest by their source paths', () => {
    for (const source of ['src/api/callTable.gen.ts', 'src/app/flows.ts', 'src/machines/depositGate/machine.ts', 'src/routes/_default._member.member.deposit.tsx', 'locales/en.json']) expect(existsSync(source), source).toBe(true)
  })

  it('puts the links in the head', () => {
    expect(withPreloads('<html><head><title>x</title></head><body></body></html>', ['/assets/a.js'])).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin href="/assets/a.js"></head><body></body></html>',
    )
  })
})
