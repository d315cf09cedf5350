// The inbox's flow: claiming the prize a message carries, once.
import type { Api } from '../../api/client'
import type { FlowFactory } from '../flows'

export function messageFlows(flow: FlowFactory, api: Api) {
  return {
    claimPrize: flow('getMemberPrivateMessagePrize', (values, key) => api.getMemberPrivateMessagePrize(values, { idempotencyKey: key }), {
      done: () => ({ type: 'success', msg: 'messages.prize_claimed' }),
      refreshOnRefusal: true,
    }),
  }
}
