// A visitor's question to customer service (guestQuestion). A burst from one address stores no more
// than MAX_PER_WINDOW in WINDOW_MS: the address's lock makes concurrent questions count one by one.
import type { Kysely } from 'kysely'
import type { RequestOf } from '../../src/shared/contract'
import type { DB } from '../db/schema'
import { lockAddress } from '../members/addressLimits'

const WINDOW_MS = 10 * 60_000
const MAX_PER_WINDOW = 3
const LANGUAGES = new Set(['kr', 'tw', 'en', 'vn'])

export interface GuestQuestion {
  question: RequestOf<'guestQuestion'>
  ip: string
  /** The Lang header as sent; kept only when it names a language of the site. */
  lang: string
  at: Date
}

/** Stores the question and answers its id, or, over the limit, when the address may ask again. */
export async function storeGuestQuestion(db: Kysely<DB>, { question, ip, lang, at }: GuestQuestion): Promise<{ id: number } | { freedAt: number }> {
  return db.transaction().execute(async (trx) => {
    await lockAddress(trx, 'guest_question', ip)
    const recent = await trx
      .selectFrom('guest_questions')
      .select('created_at')
      .where('ip', '=', ip)
      .where('created_at', '>', new Date(at.getTime() - WINDOW_MS))
      .orderBy('created_at')
      .execute()
    const oldest = recent[0]
    if (recent.length >= MAX_PER_WINDOW && oldest) return { freedAt: oldest.created_at.getTime() + WINDOW_MS }
    return trx
      .insertInto('guest_questions')
      .values({ ...question, ip, lang: LANGUAGES.has(lang) ? lang : null, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
  })
}
