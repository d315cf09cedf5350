// The account's flows: binding a bank card, and the two steps of a forgotten password.
import type { Api } from '../../api/client'
import type { FlowFactory } from '../flows'

export function accountFlows(flow: FlowFactory, api: Api) {
  return {
    bindBank: flow('bindBank', (values, key) => api.bindBank(values, { idempotencyKey: key }), {
      done: () => ({ type: 'success', msg: 'bank.bound' }),
      leaves: { dialog: 'CreateBank' },
    }),
    resetCode: flow('sendForgotPasswordCode', (values) => api.sendForgotPasswordCode(values)),
    resetPassword: flow('editForgotPassword', (values) => api.editForgotPassword(values), {
      done: () => ({ type: 'success', msg: 'forgot.done' }),
      leaves: { dialog: 'ForgetPassword', next: { name: 'Login' } },
    }),
  }
}
