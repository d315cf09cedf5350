// Each language's messages in two lazily loaded chunks cut from its one locale file at build time
// (firstScreen.ts says where the cut goes). The plain import is the first-screen part, so that the
// chunk the server names in its modulepreload hints (server/routes/spaPreloads.ts) is the one a
// first visit waits for; `?rest` is everything else.
import type { Language } from '../shared/languages'

type Messages = Record<string, unknown>
type Load = () => Promise<{ default: Messages }>

const parts: Record<Language, { first: Load; rest: Load }> = {
  kr: { first: () => import('../../locales/kr.json'), rest: () => import('../../locales/kr.json?rest') },
  tw: { first: () => import('../../locales/tw.json'), rest: () => import('../../locales/tw.json?rest') },
  en: { first: () => import('../../locales/en.json'), rest: () => import('../../locales/en.json?rest') },
  vn: { first: () => import('../../locales/vn.json'), rest: () => import('../../locales/vn.json?rest') },
}

export async function loadFirstScreen(language: Language): Promise<Messages> {
  return (await parts[language].first()).default
}

export async function loadRest(language: Language): Promise<Messages> {
  return (await parts[language].rest()).default
}
