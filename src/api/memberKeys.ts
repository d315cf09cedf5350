// How a member's queries are keyed: the scope, the fact it reads (what a call's `changes`
// declaration refreshes), whose it is (the member id, never the token), then its own parts.
import type { MemberFact } from '../shared/calls/memberFacts'

export const MEMBER_SCOPE = 'member'

export function memberKey(fact: MemberFact, memberId: number, ...parts: unknown[]) {
  return [MEMBER_SCOPE, fact, memberId, ...parts] as const
}

/** The prefix that refreshes every query of one fact, whoever's. */
export function factKey(fact: MemberFact) {
  return [MEMBER_SCOPE, fact] as const
}
