import Cookies from 'js-cookie'

// Every cookie and storage key the site writes (seed §3). All carry the product prefix except the
// two names the seed fixes: the language cookie (shared/languages.ts) and the install-prompt flag
// (machines/pwa/types.ts, which owns it). The session token's cookie, which the server looks for too,
// is in shared/sessionCookie.ts.
const STORAGE_PREFIX = 'lh_'

export const REFERRAL_COOKIE = `${STORAGE_PREFIX}referral_code`
export const DEVICE_COOKIE = `${STORAGE_PREFIX}device_id`
export const NEWS_COOKIE = `${STORAGE_PREFIX}news_seen`
export const newsImageCookie = (id: number | string) => `${STORAGE_PREFIX}news_img_${id}`
/** Each lucky draw offers itself once a day (seed §3): set when its Draw dialog shows. */
export const drawCookie = (id: number | string) => `${STORAGE_PREFIX}draw_${id}`
/** DailyCheck offers the sign-in once a day in this browser: set when it shows. */
export const DAILY_CHECK_COOKIE = `${STORAGE_PREFIX}daily_check`
/** News, news image, draw and daily-check flags last one day (seed §9). */
export const FLAG_COOKIE_DAYS = 1
/** A browser-session cookie (no expiry): the member was told of unread messages after logging in. */
export const UNREAD_TOLD_COOKIE = `${STORAGE_PREFIX}unread_told`
export const TOKEN_COOKIE_DAYS = 7

export const SUB_AGENT_KEY = `${STORAGE_PREFIX}sub_agent_code`
export const RELOAD_GUARD_KEY = `${STORAGE_PREFIX}chunk_reload_at`
export const REMEMBERED_USERNAME_KEY = `${STORAGE_PREFIX}remembered_username`
/** Money intents in flight, shared by this browser's tabs (app/sharedIntents.ts): an IndexedDB database. */
export const INTENTS_DB = `${STORAGE_PREFIX}intents`

export function cookieAttributes(days: number) {
  return { expires: days, path: '/', sameSite: 'lax' as const, secure: location.protocol === 'https:' }
}

/** Forgets everything this site keeps in the browser: every cookie, both storages and the shared intents. */
export function clearSiteStorage() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' })
  localStorage.clear()
  sessionStorage.clear()
  indexedDB.deleteDatabase(INTENTS_DB)
}

/** The member's favourite games as last read, per member and language, so the lobby has them offline. */
export const favouritesKey = (memberId: number, lang: string) => `${STORAGE_PREFIX}favourites_${memberId}_${lang}`
