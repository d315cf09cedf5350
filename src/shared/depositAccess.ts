// Deposit access (seed §5): at least one bank card, and at least one of them verified. The deposit
// gate (machines/depositGate) decides by it; the server draws a deposit page only for a member it lets in.

/** What the rule needs to know of each bank card: whether the operator has verified it. */
export interface CardVerification {
  isVerify: boolean
}

export function hasVerifiedCard(cards: readonly CardVerification[]): boolean {
  return cards.some((card) => card.isVerify)
}
