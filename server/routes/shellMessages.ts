// The site's own translations for the parts of a page the server draws before the app runs
// (heroShell.ts, lobbyShell.ts, memberShell.ts): the locale files the app loads, read once per language.
import { readFileSync } from 'node:fs'
import type { Language } from '../../src/shared/languages'

interface Messages {
  [key: string]: Messages | string | undefined
}

const messagesByLanguage = new Map<Language, Messages>()

function messagesOf(language: Language): Messages {
  let messages = messagesByLanguage.get(language)
  if (!messages) {
    messages = JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Messages
    messagesByLanguage.set(language, messages)
  }
  return messages
}

/** The text of `key` (`section.name`, or deeper) in `language`, its `{{name}}` placeholders filled as i18next fills them. */
export function shellText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const template = key.split('.').reduce<Messages | string | undefined>((node, name) => (typeof node === 'object' ? node[name] : undefined), messagesOf(language))
  if (typeof template !== 'string') throw new Error(`no ${key} in the ${language} locale`)
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, placeholder: string) => (placeholder in values ? String(values[placeholder]) : whole))
}
