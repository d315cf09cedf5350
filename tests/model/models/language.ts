// The language machine in the browser: the first language comes from the visitor's cookie, falls back
// to English when its file cannot be fetched, and the header's list switches it (a file fetched once
// is not fetched again). The locale files are the script chunks the build names after each language.
import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { LANGUAGE_COOKIE, htmlLang, type Language } from '../../../src/shared/languages'
import { languageMachine } from '../../../src/machines/language/machine'
import type { LanguageContext } from '../../../src/machines/language/types'
import type { BrowserModel, ModelContext } from '../browserModel'
import type { Resource } from '../calls'

const loginText = (language: Language) =>
  (JSON.parse(readFileSync(new URL(`../../../locales/${language}.json`, import.meta.url), 'utf8')) as { header: { login: string } }).header.login

function localeChunk(language: Language): Resource {
  const pattern = new RegExp(`/assets/${language}-[\\w-]+\\.js$`)
  return { name: `the ${language} locale chunk`, matches: (url) => pattern.test(url.pathname) }
}

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LanguageContext
const switcher = (ctx: ModelContext) => ctx.page.getByRole('banner').getByRole('combobox')

/** The page speaks `language`: its <html lang>, the header's words, and the cookie that remembers it. */
async function speaks(ctx: ModelContext, language: Language, messagesLoaded: boolean) {
  await expect(ctx.page.locator('html')).toHaveAttribute('lang', htmlLang[language])
  await expect(ctx.page.getByRole('banner').getByRole('button', { name: messagesLoaded ? loginText(language) : 'header.login', exact: true })).toBeVisible()
  await expect(switcher(ctx)).toHaveValue(language)
}

export const languageModel: BrowserModel = {
  name: 'language',
  machine: languageMachine,
  inputs: [
    { detected: 'kr', fallback: 'en' },
    { detected: 'en', fallback: 'en' },
  ],
  events: [
    { type: 'language.switch', language: 'kr' },
    { type: 'language.switch', language: 'en' },
    { type: 'xstate.done.actor.loadLocale', output: {} },
    { type: 'xstate.error.actor.loadLocale', error: new Error('offline') },
  ],
  contextKey: (snapshot) => {
    const { current, requested, loaded } = contextOf(snapshot)
    return `${current}|${requested}|${[...loaded].sort().join(',')}`
  },
  invokes: { loading: (snapshot) => localeChunk(contextOf(snapshot).requested) },
  async setup(ctx, input) {
    await ctx.context.addCookies([{ name: LANGUAGE_COOKIE, value: (input as { detected: Language }).detected, url: ctx.baseURL }])
    await ctx.page.goto('/')
  },
  drivers: {
    'language.switch': async (ctx, { event }) => {
      await switcher(ctx).selectOption(event.language as Language)
    },
    'xstate.done.actor.loadLocale': (ctx, { before }) => ctx.calls.answer(localeChunk(contextOf(before).requested), 'server'),
    // The file stays out of reach: the site reloads once for a chunk that failed (a deploy may have
    // replaced it), and the language machine decides on the second failure.
    'xstate.error.actor.loadLocale': (ctx, { before }) => ctx.calls.answer(localeChunk(contextOf(before).requested), 'unreachable', true),
  },
  checks: {
    // The requested file is on its way: the first time there is nothing to say yet; after a switch the page keeps its language.
    async loading(ctx, snapshot) {
      const { current, loaded } = contextOf(snapshot)
      if (current === null) await expect(ctx.page.getByRole('banner')).toHaveCount(0)
      else await speaks(ctx, current, loaded.includes(current))
    },
    async ready(ctx, snapshot) {
      const { current, loaded } = contextOf(snapshot)
      await speaks(ctx, current!, loaded.includes(current!))
    },
  },
  unreachable: {
    'ready —language.switch→ (stays) [isCurrent]': 'the language list cannot choose the language it shows: a select sends no change for its chosen option',
  },
}
