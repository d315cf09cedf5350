import { z } from 'zod'
import type { ContentLanguage } from '../../db/contentSchema'
import { textsSchema } from '../../content/translated'
import wordsJson from './texts.json' with { type: 'json' }

// The demo games' own words (texts.json): they are the provider's pages, not the site's, so like the
// catalogue they carry their texts in every language the site speaks. `{name}` marks a value the page fills in.

const words = z.record(z.string(), textsSchema).parse(wordsJson)

export type GameWord = keyof typeof wordsJson
export type GameErrorCode = 'game_session_invalid' | 'round_already_played' | 'insufficient_funds' | 'stake_not_allowed' | 'invalid_request' | 'account_excluded' | 'loss_limit_reached'

const order: Record<ContentLanguage, 0 | 1 | 2 | 3> = { en: 0, kr: 1, tw: 2, vn: 3 }

/** Every word in one language, for the page to show. */
export function gameTexts(lang: ContentLanguage): Record<GameWord, string> {
  return Object.fromEntries(Object.entries(words).map(([key, texts]) => [key, texts[order[lang]]])) as Record<GameWord, string>
}

/** The locale the page formats money and percentages in. */
export const gameLocales: Record<ContentLanguage, string> = { kr: 'ko-KR', tw: 'zh-TW', en: 'en-US', vn: 'vi-VN' }
