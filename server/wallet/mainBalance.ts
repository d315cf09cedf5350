import type { SessionRead } from '../http/auth'

/** The member's main balance, read in the query that finds the session (getBalance). */
export const mainBalance: SessionRead<number | null> = (eb) =>
  eb
    .selectFrom('accounts')
    .select('accounts.balance')
    .whereRef('accounts.member_id', '=', 'member_tokens.member_id')
    .where('accounts.kind', '=', 'main')
    .$asScalar()
    .as('read')
