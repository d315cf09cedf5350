// A file of its own, without zod: the game wallet's point conversion names one of these on its first
// screen, and the rest of play's contract (its schemas) would come with it.
/**
 * The ledger transfer kinds play creates, as the transaction history names them
 * (`transactions.kind.<kind>`): the server posts exactly these.
 */
export const playTransferKinds = {
  /** Main balance into a game platform. */
  platformIn: 'platform_transfer_in',
  /** A game platform back into the main balance. */
  platformOut: 'platform_transfer_out',
  /** Set aside while the platform has not confirmed a transfer. */
  platformHeld: 'platform_transfer_held',
  /** A transfer the platform did not take, given back to where it came from. */
  platformReversed: 'platform_transfer_reversed',
  betStake: 'bet_stake',
  betPayout: 'bet_payout',
  betRefund: 'bet_refund',
  rebate: 'rebate',
  betUploadReward: 'bet_upload_reward',
  pointConversion: 'point_conversion',
} as const
