// The deposit flows: the receiving account shown after the password, each channel's filing (checked
// and confirmed in DepositSubmit before it is sent, then DepositSuccess), and what the member does
// with an open order afterwards. The operator's decision reaches the member as a live request event,
// so these flows add no toast of their own for it.
import type { Api } from '../../api/client'
import type { FlowFactory } from '../flows'

export function depositFlows(flow: FlowFactory, api: Api) {
  return {
    depositBankInfo: flow('memberPasswordGetBankInfo', (values) => api.memberPasswordGetBankInfo(values)),
    depositBank: flow('memberPasswordDeposit', (values, key) => api.memberPasswordDeposit(values, { idempotencyKey: key }), {
      confirm: true,
      refreshOnRefusal: true,
      leaves: { dialog: 'DepositSubmit', next: { name: 'DepositSuccess', props: { channel: 'bank_transfer' } } },
    }),
    depositOffline: flow('memberOfflineDeposit', (values, key) => api.memberOfflineDeposit(values, { idempotencyKey: key }), {
      confirm: true,
      refreshOnRefusal: true,
      leaves: { dialog: 'DepositSubmit', next: { name: 'DepositSuccess', props: { channel: 'offline' } } },
    }),
    depositVip: flow('memberVipDeposit', (values, key) => api.memberVipDeposit(values, { idempotencyKey: key }), {
      confirm: true,
      refreshOnRefusal: true,
      leaves: { dialog: 'DepositSubmit', next: { name: 'DepositSuccess', props: { channel: 'vip' } } },
    }),
    depositCrypto: flow('memberCryptoDeposit', (values, key) => api.memberCryptoDeposit(values, { idempotencyKey: key }), {
      confirm: true,
      refreshOnRefusal: true,
      leaves: { dialog: 'DepositSubmit', next: { name: 'DepositSuccess', props: { channel: 'usdt' } } },
    }),
    depositVipStatus: flow('editMemberVipDepositStatus', (values, key) => api.editMemberVipDepositStatus(values, { idempotencyKey: key }), {
      refreshOnRefusal: true,
    }),
    depositUsdtStatus: flow('editMemberUSDTDepositStatus', (values, key) => api.editMemberUSDTDepositStatus(values, { idempotencyKey: key }), {
      refreshOnRefusal: true,
    }),
    depositReceipt: flow('memberDepositUploadReceipt', (values, key) => api.memberDepositUploadReceipt(values, { idempotencyKey: key }), {
      done: () => ({ type: 'success', msg: 'deposit.receipt_replaced' }),
      refreshOnRefusal: true,
      leaves: { dialog: 'DepositUploadDetail' },
    }),
  }
}
