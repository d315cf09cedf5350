// `?subAgentCode=X` and `?referralCode=X` on a landing URL are kept for registration (DECISIONS.md)
// and taken out of the visible URL.
import Cookies from 'js-cookie'
import { REFERRAL_COOKIE, SUB_AGENT_KEY, cookieAttributes } from './storage'

const REFERRAL_COOKIE_DAYS = 30
const CODE = /^[A-Za-z0-9_-]{1,32}$/

export function captureLandingCodes(): void {
  const url = new URL(location.href)
  const subAgent = url.searchParams.get('subAgentCode')
  const referral = url.searchParams.get('referralCode')
  if (subAgent === null && referral === null) return
  if (subAgent && CODE.test(subAgent)) sessionStorage.setItem(SUB_AGENT_KEY, subAgent)
  if (referral && CODE.test(referral)) Cookies.set(REFERRAL_COOKIE, referral, cookieAttributes(REFERRAL_COOKIE_DAYS))
  url.searchParams.delete('subAgentCode')
  url.searchParams.delete('referralCode')
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

export function subAgentCode(): string {
  return sessionStorage.getItem(SUB_AGENT_KEY) ?? ''
}

export function referralCode(): string {
  return Cookies.get(REFERRAL_COOKIE) ?? ''
}
