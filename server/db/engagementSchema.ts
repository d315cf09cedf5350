import type { Generated } from 'kysely'

// The engagement tables of migration 013, part of the database's `DB` type.

/** One sign-in: a member on one calendar day of the operator's time zone. */
interface SignInsTable {
  member_id: number
  /** YYYY-MM-DD in the operator's time zone. */
  day: string
  /** Days in a row up to and including this one. */
  streak: number
  points: number
  tickets: Generated<number>
  created_at: Date
}

/** Lucky-draw tickets a member holds; a row appears with the first ticket. */
interface DrawTicketsTable {
  member_id: number
  tickets: number
  updated_at: Date
}

interface DrawResultsTable {
  id: Generated<number>
  member_id: number
  draw_id: number
  prize_id: number
  prize_kind: 'point' | 'cash'
  /** Points, or minor units of the member's currency. */
  amount: number
  created_at: Date
}

/** A member who earns commission on the play of the members they referred. */
interface AgentsTable {
  member_id: number
  /** Basis points of the referred members' settled stakes (100 = 1%). */
  commission_bp: number
  created_at: Date
}

interface SubAgentCodesTable {
  id: Generated<number>
  agent_id: number
  code: string
  label: string
  created_at: Date
}

/** Who brought a member in, recorded at registration. */
interface MemberReferralsTable {
  member_id: number
  referrer_id: number
  sub_agent_code_id: number | null
  created_at: Date
}

/** Commission credited for one month; the primary key allows one claim per agent and month. */
interface AgentCommissionsTable {
  agent_id: number
  /** YYYY-MM in the operator's time zone. */
  period: string
  stakes: number
  amount: number
  created_at: Date
}

/** One message in an inquiry's thread. An operator's also reaches the inbox as a service message. */
interface InquiryPostsTable {
  id: Generated<number>
  request_id: number
  author: 'member' | 'operator'
  /** Plain text. */
  body: string
  image_id: number | null
  /** The service message that carried an operator's reply; its read mark is the reply's. */
  message_id: number | null
  created_at: Date
}

export interface EngagementTables {
  sign_ins: SignInsTable
  draw_tickets: DrawTicketsTable
  draw_results: DrawResultsTable
  agents: AgentsTable
  sub_agent_codes: SubAgentCodesTable
  member_referrals: MemberReferralsTable
  agent_commissions: AgentCommissionsTable
  inquiry_posts: InquiryPostsTable
}
