// The game wallet's and play's flows: converting points, moving money between the main balance and
// a game platform (one platform, or everything back), cancelling a sports bet, claiming the rebate
// and sending a winning bet to a promotion. A transfer's outcome is told by the dialog and by the
// live request event, so its flow adds no toast of its own.
import type { Api } from '../../api/client'
import type { FlowFactory } from '../flows'

export function gameFlows(flow: FlowFactory, api: Api) {
  return {
    pointTransfer: flow('pointTransfer', (values, key) => api.pointTransfer(values, { idempotencyKey: key }), {
      done: (result) => ({ type: 'success', msg: 'points.converted', values: { point: result.point } }),
      refreshOnRefusal: true,
    }),
    platformTransfer: flow('platformTransfer', (values, key) => api.platformTransfer(values, { idempotencyKey: key }), { refreshOnRefusal: true }),
    transferBack: flow('transferBack', (values, key) => api.transferBack(values, { idempotencyKey: key }), { refreshOnRefusal: true }),
    cancelBet: flow('cancelMemberBet', (values, key) => api.cancelMemberBet(values, { idempotencyKey: key }), {
      confirm: true,
      done: () => ({ type: 'success', msg: 'bets.cancelled' }),
      refreshOnRefusal: true,
    }),
    claimRebate: flow('claimRealtimeRebate', (values, key) => api.claimRealtimeRebate(values, { idempotencyKey: key }), {
      done: () => ({ type: 'success', msg: 'rebate.claimed' }),
      refreshOnRefusal: true,
    }),
    uploadBet: flow('uploadBetting', (values, key) => api.uploadBetting(values, { idempotencyKey: key }), { refreshOnRefusal: true }),
  }
}
