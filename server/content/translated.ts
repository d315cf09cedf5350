import type { IncomingHttpHeaders } from 'node:http'
import { z } from 'zod'
import { contentLanguages, type ContentLanguage, type Translated } from '../db/contentSchema'

/** Seed data writes each text as [en, kr, tw, vn]; the order English-first keeps the lists readable. */
export type Texts = readonly [en: string, kr: string, tw: string, vn: string]

/** Reads a Texts out of a JSON seed file, where every text is such a four-string list. */
export const textsSchema = z.tuple([z.string(), z.string(), z.string(), z.string()])

export function translated([en, kr, tw, vn]: Texts): Translated {
  return { en, kr, tw, vn }
}

/** The language a content call asked for in its Lang header; English when it named none we speak. */
export function requestLanguage(headers: IncomingHttpHeaders): ContentLanguage {
  const lang = headers.lang
  return contentLanguages.find((code) => code === lang) ?? 'en'
}

/** One language's version of a stored text, English when that translation is missing or empty. */
export function pick(text: Partial<Translated>, lang: ContentLanguage): string {
  return text[lang] || text.en || ''
}
