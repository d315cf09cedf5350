import { describe, expect, it } from 'vitest'
import type { ViteManifest } from './spaPreloads'
import { withAppStart } from './spaStart'

const manifest: ViteManifest = { 'index.html': { file: 'assets/index-1.js' } }
const html = '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>'
const preloads = ['/assets/en-1.js', '/assets/lobby-1.js']

describe('how a page starts the app', () => {
  it('runs the entry at once, its chunks named beside it, on a page the server did not draw', () => {
    expect(withAppStart(html, manifest, preloads, false)).toBe(
      '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/en-1.js"><link rel="modulepreload" crossorigin href="/assets/lobby-1.js"></head><body></body></html>',
    )
  })

  it('hands the entry and its chunks to the starter on a page whose first screen the server drew', () => {
    const page = withAppStart(html, manifest, preloads, true)
    expect(page).toBe(
      '<html><head><script defer src="/start-app.js" data-entry="/assets/index-1.js" data-preloads="/assets/en-1.js /assets/lobby-1.js"></script></head><body></body></html>',
    )
    expect(page).not.toContain('type="module"')
    expect(page).not.toContain('modulepreload')
  })

  it('keeps the entry where the page does not carry it as the build wrote it', () => {
    const other = '<html><head><script type="module" src="/src/main.tsx"></script></head><body></body></html>'
    expect(withAppStart(other, manifest, preloads, true)).toContain('<script type="module" src="/src/main.tsx"></script>')
    expect(withAppStart(html, {}, preloads, true)).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>')
  })
})
