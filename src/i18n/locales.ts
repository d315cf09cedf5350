// One lazily loaded chunk per language; only the current one is fetched.
import type { Language } from './languages'

type Messages = Record<string, unknown>

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  kr: () => import('../../locales/kr.json'),
  tw: () => import('../../locales/tw.json'),
  en: () => import('../../locales/en.json'),
  vn: () => import('../../locales/vn.json'),
}

export async function loadMessages(language: Language): Promise<Messages> {
  return (await loaders[language]()).default
}
