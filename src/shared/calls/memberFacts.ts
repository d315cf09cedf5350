// A file of its own, outside define.ts: the live stream reads the list on every signed-in page, and
// define.ts shares a chunk with the contract's zod rules.

/** What the site keeps about a member that a call can change; each names a family of queries. */
export const memberFacts = [
  'balance',
  'points',
  /** Member info: flags, VIP level and the unread counts. */
  'memberInfo',
  'bankCards',
  'messages',
  'bets',
  'deposits',
  'withdrawals',
  'transactions',
  'platforms',
  'rebate',
  'signIn',
  'draws',
  'coupons',
  'agents',
  'inquiries',
  'limits',
  'uploads',
  /** The member's favourite and recently played games. */
  'games',
  /** Two-factor login, the live sessions and the login history. */
  'security',
] as const
export type MemberFact = (typeof memberFacts)[number]
