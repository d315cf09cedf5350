// The site's own translations for the parts of a page the server draws before the app runs
// (heroShell.ts, lobbyShell.ts): the locale files the app loads, read once per language.
import { readFileSync } from 'node:fs'
import type { Language } from '../../src/shared/languages'

type Messages = Record<string, Record<string, string> | undefined>

const messagesByLanguage = new Map<Language, Messages>()

function messagesOf(language: Language): Messages {
  let messages = messagesByLanguage.get(language)
  if (!messages) {
    messages = JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Messages
    messagesByLanguage.set(language, messages)
  }
  return messages
}

/** The text of `key` (`section.name`) in `language`, its `{{name}}` placeholders filled as i18next fills them. */
export function shellText(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const [section = '', name = ''] = key.split('.')
  const template = messagesOf(language)[section]?.[name]
  if (template === undefined) throw new Error(`no ${key} in the ${language} locale`)
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, placeholder: string) => (placeholder in values ? String(values[placeholder]) : whole))
}
