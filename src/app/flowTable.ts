// Every multi-step member action, as data: the call it makes (whether it carries an Idempotency-Key,
// and what it changes, come from the contract), whether the member confirms a summary first, the
// dialogs it moves between, and what the member is told when it is done. app/flows.ts makes each
// line a flow actor; the flow machine (machines/flow) decides when to move.
import type { DepositChannel } from '../shared/calls/deposits'
import type { ErrorBody } from '../shared/calls/errors'
import type { CallName, ResponseOf } from '../shared/contract'
import type { DialogName, OpenDialog } from '../machines/dialogs/types'
import type { ToastMessage } from '../machines/toasts/types'
import { rechargeBlock } from './rechargeBlock'

/** The dialogs a flow moves the member through. A flow whose form stays open when it is done (the
 *  wheel, a transfer that shows its result) names none. */
export type FlowDialogs = {
  /** Shown once it is done, in place of the form or the summary; without one, they close. */
  done?: OpenDialog
  /** For a refusal that means the action cannot start now: the dialog saying why, in their place. */
  blocked?: (failure: ErrorBody) => OpenDialog | null
} & (
  /** The form, by name alone where its props are the member's choice (the order a receipt is for). */
  | { form: DialogName; confirm?: never }
  /** The form, and the summary confirmed in its place; changing something goes back to the form. */
  | { form: OpenDialog; confirm: OpenDialog }
)

export interface FlowDefinition<N extends CallName> {
  call: N
  /** The member reads a summary and confirms before anything is sent. */
  confirm?: boolean
  dialogs?: FlowDialogs
  /** The success toast, for outcomes the member should hear of even with the form closed. */
  toast?: { msg: string; values?: (result: ResponseOf<N>) => ToastMessage['values'] }
  /** A refusal means the member saw stale data (a prize already claimed elsewhere): read again what the call changes. */
  refreshOnRefusal?: boolean
}

/** Keeps each line's call name, so its toast reads that call's answer. */
const flow = <N extends CallName>(definition: FlowDefinition<N>) => definition

/** A filing on one channel: the form, the summary to confirm, the order as filed; UnableToRecharge
 *  when no deposit can start now. The operator's decision reaches the member as a live request event,
 *  so deposits add no toast of their own. */
function deposit(channel: DepositChannel): FlowDialogs {
  return {
    form: { name: 'DepositPop', props: { channel } },
    confirm: { name: 'DepositSubmit', props: { channel } },
    done: { name: 'DepositSuccess', props: { channel } },
    blocked: rechargeBlock,
  }
}

export const flowTable = {
  // The account: binding a bank card, and the two steps of a forgotten password.
  bindBank: flow({ call: 'bindBank', dialogs: { form: 'CreateBank' }, toast: { msg: 'bank.bound' } }),
  resetCode: flow({ call: 'sendForgotPasswordCode' }),
  resetPassword: flow({ call: 'editForgotPassword', dialogs: { form: 'ForgetPassword', done: { name: 'Login' } }, toast: { msg: 'forgot.done' } }),

  // The inbox: claiming the prize a message carries, once.
  claimPrize: flow({ call: 'getMemberPrivateMessagePrize', toast: { msg: 'messages.prize_claimed' }, refreshOnRefusal: true }),

  // Engagement. The wheel shows its prize itself (WinPrize); a refusal (no ticket left) means the list shown was stale.
  signIn: flow({ call: 'memberSignIn', toast: { msg: 'sign_in.done', values: (result) => ({ points: result.points }) }, refreshOnRefusal: true }),
  luckyDraw: flow({ call: 'luckyDraw', refreshOnRefusal: true }),
  claimCommission: flow({ call: 'claimAgentCommission', toast: { msg: 'agents.commission_claimed' }, refreshOnRefusal: true }),
  createInquiry: flow({ call: 'createInquiry', toast: { msg: 'service.inquiry_sent', values: (result) => ({ reference: result.reference }) } }),
  replyInquiry: flow({ call: 'replyInquiry', toast: { msg: 'service.reply_sent' } }),

  // The game wallet and play. A transfer's outcome is told by its dialog and the live request event.
  pointTransfer: flow({ call: 'pointTransfer', toast: { msg: 'points.converted', values: (result) => ({ point: result.point }) }, refreshOnRefusal: true }),
  platformTransfer: flow({ call: 'platformTransfer', refreshOnRefusal: true }),
  transferBack: flow({ call: 'transferBack', refreshOnRefusal: true }),
  cancelBet: flow({ call: 'cancelMemberBet', confirm: true, toast: { msg: 'bets.cancelled' }, refreshOnRefusal: true }),
  claimRebate: flow({ call: 'claimRealtimeRebate', toast: { msg: 'rebate.claimed' }, refreshOnRefusal: true }),
  uploadBet: flow({ call: 'uploadBetting', refreshOnRefusal: true }),

  // Deposits: the receiving account shown after the password, each channel's filing, and what the
  // member does with an open order afterwards.
  depositBankInfo: flow({ call: 'memberPasswordGetBankInfo' }),
  depositBank: flow({ call: 'memberPasswordDeposit', confirm: true, dialogs: deposit('bank_transfer'), refreshOnRefusal: true }),
  depositOffline: flow({ call: 'memberOfflineDeposit', confirm: true, dialogs: deposit('offline'), refreshOnRefusal: true }),
  depositVip: flow({ call: 'memberVipDeposit', confirm: true, dialogs: deposit('vip'), refreshOnRefusal: true }),
  depositCrypto: flow({ call: 'memberCryptoDeposit', confirm: true, dialogs: deposit('usdt'), refreshOnRefusal: true }),
  depositCancel: flow({ call: 'cancelMemberDeposit', refreshOnRefusal: true }),
  depositVipStatus: flow({ call: 'editMemberVipDepositStatus', refreshOnRefusal: true }),
  depositUsdtStatus: flow({ call: 'editMemberUSDTDepositStatus', refreshOnRefusal: true }),
  depositReceipt: flow({
    call: 'memberDepositUploadReceipt',
    dialogs: { form: 'DepositUploadDetail' },
    toast: { msg: 'deposit.receipt_replaced' },
    refreshOnRefusal: true,
  }),

  // Coupons: a repeat after a timeout gets the coupon the first one gave instead of "already held".
  redeemCoupon: flow({ call: 'redeemCouponCode' }),

  // The withdrawal: the page shows the filed withdrawal in place of the form; the operator's decision
  // arrives later as a live event with its own toast.
  withdraw: flow({ call: 'submitWithdrawalV2', refreshOnRefusal: true }),
}

export type FlowName = keyof typeof flowTable
/** The call a flow makes. */
export type CallOf<F extends FlowName> = (typeof flowTable)[F]['call']
