// The member's main balance.
import { z } from 'zod'
import { get, minorUnits } from './rules'

export const walletErrors = ['insufficient_funds'] as const

export const walletCalls = {
  getBalance: get({ path: '/MemberWallet/getBalance', access: 'member', response: z.strictObject({ balance: minorUnits }) }),
}
