// Account closure (DECISIONS.md, "Account security and player protection"; issue 33): a member closes
// their own account after typing the password again, once no money is left in it (the main balance,
// a game platform or a withdrawal still being paid must be withdrawn or settled first). A closed
// account cannot log in; customer service reopens it. It is not a self-exclusion.
import { z } from 'zod'
import { call } from './define'
import { isoDate } from './rules'

export const accountClosureErrors = ['account_closed', 'balance_remaining'] as const

export const accountClosureCalls = {
  closeAccount: call({
    method: 'POST', path: '/Member/closeAccount', access: 'member', idempotent: false,
    request: z.strictObject({ password: z.string().min(1).max(64) }),
    response: z.strictObject({ closedAt: isoDate }),
  }),
}
