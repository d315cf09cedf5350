// The withdrawal: one intent per form, sent once with its key. The page shows the filed withdrawal
// (reference, status) in place of the form; the operator's decision arrives later as a live event
// with its own toast, so the flow adds none.
import type { Api } from '../../api/client'
import type { FlowFactory } from '../flows'

export function withdrawalFlows(flow: FlowFactory, api: Api) {
  return {
    withdraw: flow('submitWithdrawalV2', (values, key) => api.submitWithdrawalV2(values, { idempotencyKey: key }), { refreshOnRefusal: true }),
  }
}
