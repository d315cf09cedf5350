/** The link a member shares: the site's home page with their code, which the landing captures for registration. */
export function referralLink(origin: string, referralCode: string): string {
  return `${origin}/?referralCode=${encodeURIComponent(referralCode)}`
}

/** An agent's link for one of their sub-agent codes. */
export function subAgentLink(origin: string, code: string): string {
  return `${origin}/?subAgentCode=${encodeURIComponent(code)}`
}
