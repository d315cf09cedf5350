// The member's main balance.
import { z } from 'zod'
import { call } from './define'
import { minorUnits, noInput } from './rules'

export const walletErrors = ['insufficient_funds'] as const

export const walletCalls = {
  getBalance: call({
    method: 'GET', path: '/MemberWallet/getBalance', access: 'member', idempotent: false,
    request: noInput, response: z.strictObject({ balance: minorUnits }),
  }),
}
