// Engagement's flows: the daily sign-in, a lucky-draw spin, claiming a month's commission, and an
// inquiry or a reply in its thread. Each sends its intent with one Idempotency-Key, so a repeat after
// a timeout is answered with the first result instead of crediting (or filing) twice.
import type { Api } from '../../api/client'
import type { FlowFactory } from '../flows'

export function engagementFlows(flow: FlowFactory, api: Api) {
  return {
    signIn: flow('memberSignIn', (values, key) => api.memberSignIn(values, { idempotencyKey: key }), {
      done: (result) => ({ type: 'success', msg: 'sign_in.done', values: { points: result.points } }),
      refreshOnRefusal: true,
    }),
    // The wheel shows the prize (WinPrize); a refusal (no ticket left) means the list shown was stale.
    luckyDraw: flow('luckyDraw', (values, key) => api.luckyDraw(values, { idempotencyKey: key }), { refreshOnRefusal: true }),
    claimCommission: flow('claimAgentCommission', (values, key) => api.claimAgentCommission(values, { idempotencyKey: key }), {
      done: () => ({ type: 'success', msg: 'agents.commission_claimed' }),
      refreshOnRefusal: true,
    }),
    createInquiry: flow('createInquiry', (values, key) => api.createInquiry(values, { idempotencyKey: key }), {
      done: (result) => ({ type: 'success', msg: 'service.inquiry_sent', values: { reference: result.reference } }),
    }),
    replyInquiry: flow('replyInquiry', (values, key) => api.replyInquiry(values, { idempotencyKey: key }), {
      done: () => ({ type: 'success', msg: 'service.reply_sent' }),
    }),
  }
}
