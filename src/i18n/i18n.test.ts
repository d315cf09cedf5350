import { describe, expect, it } from 'vitest'
import { createI18n } from './i18n'

function countAdded(i18n: ReturnType<typeof createI18n>['i18n']) {
  let added = 0
  i18n.store.on('added', () => (added += 1))
  return () => added
}

describe('createI18n: adding messages', () => {
  it('tells the store listeners (every translated component) when a lookup has missed since the last addition', () => {
    const { i18n, addMessages } = createI18n()
    const added = countAdded(i18n)
    addMessages('en', { home: { title: 'Home' } })
    expect(i18n.t('dialog.title')).toBe('dialog.title')
    addMessages('en', { dialog: { title: 'Dialog' } })
    expect(added()).toBe(1)
    expect(i18n.t('dialog.title')).toBe('Dialog')
  })

  it('adds silently when every lookup found its message: nothing rendered can change', () => {
    const { i18n, addMessages } = createI18n()
    const added = countAdded(i18n)
    addMessages('en', { home: { title: 'Home' } })
    expect(i18n.t('home.title')).toBe('Home')
    addMessages('en', { dialog: { title: 'Dialog' } })
    expect(added()).toBe(0)
    expect(i18n.t('dialog.title')).toBe('Dialog')
  })

  it('counts a miss once: the addition after the one that told is silent again', () => {
    const { i18n, addMessages } = createI18n()
    const added = countAdded(i18n)
    i18n.t('a.b')
    addMessages('en', { a: { b: 'B' } })
    addMessages('en', { c: { d: 'D' } })
    expect(added()).toBe(1)
  })

  it('merges a group split across parts of a locale file', () => {
    const { i18n, addMessages } = createI18n()
    addMessages('en', { cookies: { open: 'Cookies' } })
    addMessages('en', { cookies: { title: 'Cookie settings' } })
    expect([i18n.t('cookies.open'), i18n.t('cookies.title')]).toEqual(['Cookies', 'Cookie settings'])
  })
})
