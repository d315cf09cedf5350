import type { CardVerification } from '../../shared/depositAccess'

/** What the gate needs to know of each bank card: whether the operator has verified it. */
export type GateCard = CardVerification

export type DepositGateEvent = { type: 'depositGate.check' }

/** The toast each refusal shows (seed §5). */
export const NO_CARD_MESSAGE = 'front.member.withdrawal.please_create_a_bank'
export const UNVERIFIED_MESSAGE = 'front.member.withdrawal.bind_bank.bank_card_verification_yet'
