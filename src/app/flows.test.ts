import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { ApiError, type Caller, type KeyedCallOptions } from '../api/client'
import type { CallName } from '../shared/contract'
import { dialogMachine } from '../machines/dialogs/machine'
import type { OpenDialog } from '../machines/dialogs/types'
import type { ToastMessage } from '../machines/toasts/types'
import { createFlows } from './flows'

interface Sent {
  name: CallName
  input: unknown
  options: Partial<KeyedCallOptions> | undefined
}

const order = { reference: 'D-20261122-000123' }

/** The flows over a fake caller that answers each call with the next outcome, and a real dialog stack. */
function setup(...outcomes: Array<unknown>) {
  const sent: Sent[] = []
  const toasts: ToastMessage[] = []
  const refreshed: unknown[] = []
  const call = (async (name: CallName, input: unknown, options?: Partial<KeyedCallOptions>) => {
    sent.push({ name, input, options })
    const outcome = outcomes.shift()
    if (outcome instanceof Error) throw outcome
    return outcome
  }) as Caller
  const dialogs = createActor(dialogMachine).start()
  const { flows, created } = createFlows({
    call,
    shared: { keyFor: async (_flow, _values, ownKey) => ownKey, forget: async () => {} },
    announce: (toast) => toasts.push(toast),
    refresh: (facts) => refreshed.push(...facts),
    dialogs,
  })
  const top = () => dialogs.getSnapshot().context.stack.at(-1)
  return { flows, created, dialogs, sent, toasts, refreshed, top }
}

const bankForm: OpenDialog = { name: 'DepositPop', props: { channel: 'bank_transfer' } }
const bankSummary: OpenDialog = { name: 'DepositSubmit', props: { channel: 'bank_transfer' } }
const filing = { amount: 10_000, depositorName: 'Deposit Tester' }
const refusal = (errorMessage: string, errorValues: Record<string, string> = {}) => new ApiError(400, { errorMessage, errorValues })

describe('the flows made from the flow table', () => {
  it('makes each flow, started, when it is first asked for, and only once', () => {
    const { flows, created } = setup()
    expect(created()).toEqual([])
    const deposit = flows.depositBank
    expect(deposit.getSnapshot().status).toBe('active')
    expect(flows.depositBank).toBe(deposit)
    expect(created()).toEqual([deposit])
    expect(Object.keys(flows).length).toBeGreaterThan(20)
    expect(created()).toHaveLength(1)
  })

  it('moves a deposit from its form to the summary, back to change it, and on to the order filed', async () => {
    const { flows, dialogs, sent, top } = setup(order)
    dialogs.send({ type: 'dialog.open', ...bankForm })
    flows.depositBank.send({ type: 'flow.submit', values: filing })
    expect(top()).toEqual(bankSummary)
    expect(sent).toEqual([])
    flows.depositBank.send({ type: 'flow.edit' })
    expect(top()).toEqual(bankForm)
    flows.depositBank.send({ type: 'flow.submit', values: filing })
    flows.depositBank.send({ type: 'flow.confirm' })
    await vi.waitFor(() => expect(top()).toEqual({ name: 'DepositSuccess', props: { channel: 'bank_transfer' } }))
    expect(dialogs.getSnapshot().context.stack).toHaveLength(1)
    // The contract makes it idempotent, so the flow's key travels with it.
    expect(sent).toEqual([{ name: 'memberPasswordDeposit', input: filing, options: { idempotencyKey: expect.stringMatching(/^memberPasswordDeposit-.+:1$/) } }])
  })

  it('shows UnableToRecharge in place of the summary when the server says no deposit can start now, and reads the deposits again', async () => {
    const { flows, dialogs, top, refreshed } = setup(refusal('deposit_open_order', { reference: order.reference }))
    dialogs.send({ type: 'dialog.open', ...bankForm })
    flows.depositBank.send({ type: 'flow.submit', values: filing })
    flows.depositBank.send({ type: 'flow.confirm' })
    await vi.waitFor(() => expect(top()).toEqual({ name: 'UnableToRecharge', props: { reason: 'open_order', reference: order.reference } }))
    expect(refreshed).toEqual(['deposits', 'limits', 'coupons'])
  })

  it('leaves any other refusal on the summary, which says why', async () => {
    const { flows, dialogs, top } = setup(refusal('depositor_name_mismatch', { field: 'depositorName' }))
    dialogs.send({ type: 'dialog.open', ...bankForm })
    flows.depositBank.send({ type: 'flow.submit', values: filing })
    flows.depositBank.send({ type: 'flow.confirm' })
    await vi.waitFor(() => expect(flows.depositBank.getSnapshot().value).toBe('failed'))
    expect(top()).toEqual(bankSummary)
  })

  it('shows UnableToRecharge in place of the form when the form knows of an order opened meanwhile', () => {
    const { flows, dialogs, top, sent } = setup()
    dialogs.send({ type: 'dialog.open', ...bankForm })
    flows.depositBank.send({ type: 'flow.refuse', error: { errorMessage: 'deposit_open_order', errorValues: { reference: order.reference } } })
    expect(top()).toEqual({ name: 'UnableToRecharge', props: { reason: 'open_order', reference: order.reference } })
    expect(sent).toEqual([])
  })

  it('moves only its own dialogs: not another channel\'s form, nor one the member closed mid-request', async () => {
    const { flows, dialogs, top } = setup(order)
    dialogs.send({ type: 'dialog.open', ...bankForm })
    flows.depositBank.send({ type: 'flow.submit', values: filing })
    flows.depositBank.send({ type: 'flow.confirm' })
    dialogs.send({ type: 'dialog.replace', name: 'DepositPop', props: { channel: 'usdt' } })
    await vi.waitFor(() => expect(flows.depositBank.getSnapshot().value).toBe('done'))
    expect(top()).toEqual({ name: 'DepositPop', props: { channel: 'usdt' } })
    dialogs.send({ type: 'dialog.close' })
    expect(top()).toBeUndefined()
  })

  it('closes a form without a dialog of its own for the outcome, and tells the member', async () => {
    const { flows, dialogs, top, toasts, sent } = setup({ id: 7 })
    dialogs.send({ type: 'dialog.open', name: 'CreateBank' })
    const card = { bankCode: 'KB', branch: 'Gangnam', accountHolder: 'Deposit Tester', accountNumber: '110-123456-1' }
    flows.bindBank.send({ type: 'flow.submit', values: card })
    await vi.waitFor(() => expect(top()).toBeUndefined())
    expect(toasts).toEqual([{ type: 'success', msg: 'bank.bound', values: undefined }])
    expect(sent[0]?.options).toEqual({ idempotencyKey: expect.stringMatching(/^bindBank-.+:1$/) })
  })

  it('replaces the forgotten-password dialog with Login once the password is set, and sends a call the contract does not key without one', async () => {
    const { flows, dialogs, top, sent } = setup({}, {})
    dialogs.send({ type: 'dialog.open', name: 'ForgetPassword' })
    flows.resetCode.send({ type: 'flow.submit', values: { username: 'demo' } })
    await vi.waitFor(() => expect(flows.resetCode.getSnapshot().value).toBe('done'))
    // The code step has no dialog moves: the dialog shows its next step itself.
    expect(top()).toEqual({ name: 'ForgetPassword' })
    flows.resetPassword.send({ type: 'flow.submit', values: { username: 'demo', code: '123456', newPassword: 'Secret123', confirmPassword: 'Secret123' } })
    await vi.waitFor(() => expect(top()).toEqual({ name: 'Login' }))
    expect(sent.map((s) => [s.name, s.options])).toEqual([
      ['sendForgotPasswordCode', {}],
      ['editForgotPassword', {}],
    ])
  })

  it('reads the answer for its toast', async () => {
    const { flows, toasts } = setup({ date: '2026-11-22', streak: 2, points: 20, tickets: 3 })
    flows.signIn.send({ type: 'flow.submit', values: {} })
    await vi.waitFor(() => expect(toasts).toEqual([{ type: 'success', msg: 'sign_in.done', values: { points: 20 } }]))
  })
})
