// Every cookie and storage key the site writes (seed §3). All carry the product prefix except the
// two names the seed fixes: the language cookie (i18n/languages.ts) and the install-prompt flag.
export const STORAGE_PREFIX = 'lh_'

export const TOKEN_COOKIE = `${STORAGE_PREFIX}token`
export const REFERRAL_COOKIE = `${STORAGE_PREFIX}referral_code`
export const DEVICE_COOKIE = `${STORAGE_PREFIX}device_id`
export const NEWS_COOKIE = `${STORAGE_PREFIX}news_seen`
export const newsImageCookie = (id: number | string) => `${STORAGE_PREFIX}news_img_${id}`
/** News and news image flags last one day (seed §9); the lucky draw's per-id flag will too. */
export const FLAG_COOKIE_DAYS = 1
export const TOKEN_COOKIE_DAYS = 7

export const SUB_AGENT_KEY = `${STORAGE_PREFIX}sub_agent_code`
export const RELOAD_GUARD_KEY = `${STORAGE_PREFIX}chunk_reload_at`
export const REMEMBERED_USERNAME_KEY = `${STORAGE_PREFIX}remembered_username`

export const HIDE_INSTALL_KEY = 'vite-pwa:hide-install'

export function cookieAttributes(days: number) {
  return { expires: days, path: '/', sameSite: 'lax' as const, secure: location.protocol === 'https:' }
}
