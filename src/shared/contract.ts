// The one contract between the site and the provider API, joined from one file per resource under
// calls/. The client builds its call functions from it and the reference server registers and
// validates its routes from it: a change there changes both ends. Paths are relative to `/api`.
import type { z } from 'zod'
import { accountClosureCalls, accountClosureErrors } from './calls/accountClosure'
import { activityCalls, activityErrors } from './calls/activity'
import { agentCalls, agentErrors } from './calls/agents'
import { bankCalls, bankErrors } from './calls/bank'
import { betCalls, betErrors } from './calls/bets'
import { contentCalls } from './calls/content'
import { couponCalls, couponErrors } from './calls/coupons'
import { depositCalls, depositErrors } from './calls/deposits'
import type { CallDefinition } from './calls/define'
import { commonErrors } from './calls/errors'
import { gameCalls } from './calls/games'
import { lossLimitCalls, lossLimitErrors } from './calls/lossLimits'
import { memberCalls, memberErrors } from './calls/member'
import { memberGameCalls, memberGameErrors } from './calls/memberGames'
import { messageCalls, messageErrors } from './calls/messages'
import { playCalls, playErrors } from './calls/play'
import { pointCalls, pointErrors } from './calls/points'
import { rebateCalls, rebateErrors } from './calls/rebate'
import { requestErrors } from './calls/requests'
import { responsibleGamingCalls, responsibleGamingErrors } from './calls/responsibleGaming'
import { securityCalls, securityErrors } from './calls/security'
import { serviceCalls, serviceErrors } from './calls/service'
import { systemCalls } from './calls/system'
import { transactionCalls } from './calls/transactions'
import { uploadCalls, uploadErrors } from './calls/uploads'
import { verificationCalls, verificationErrors } from './calls/verification'
import { walletCalls, walletErrors } from './calls/wallet'
import { withdrawalCalls, withdrawalErrors } from './calls/withdrawals'

export const contract = {
  ...memberCalls,
  ...walletCalls,
  ...pointCalls,
  ...bankCalls,
  ...gameCalls,
  ...contentCalls,
  ...messageCalls,
  ...betCalls,
  ...serviceCalls,
  ...systemCalls,
  ...uploadCalls,
  ...activityCalls,
  ...agentCalls,
  ...playCalls,
  ...rebateCalls,
  ...depositCalls,
  ...couponCalls,
  ...withdrawalCalls,
  ...transactionCalls,
  ...responsibleGamingCalls,
  ...memberGameCalls,
  ...lossLimitCalls,
  ...accountClosureCalls,
  ...securityCalls,
  ...verificationCalls,
} satisfies Record<string, CallDefinition>

/** Stable error codes the server answers with; the client shows `back.errorCode.<code>`. */
export const errorCodes = [
  ...commonErrors, ...memberErrors, ...bankErrors, ...messageErrors, ...betErrors, ...walletErrors, ...requestErrors, ...uploadErrors,
  ...activityErrors, ...agentErrors, ...serviceErrors, ...pointErrors, ...playErrors, ...rebateErrors,
  ...depositErrors, ...couponErrors,
  ...withdrawalErrors,
  ...responsibleGamingErrors,
  ...memberGameErrors,
  ...lossLimitErrors,
  ...accountClosureErrors,
  ...securityErrors,
  ...verificationErrors,
] as const
export type ErrorCode = (typeof errorCodes)[number]

export type Contract = typeof contract
export type CallName = keyof Contract
export type RequestOf<N extends CallName> = z.input<Contract[N]['request']>
export type ResponseOf<N extends CallName> = z.output<Contract[N]['response']>
