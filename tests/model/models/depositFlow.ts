// The money-flow machine with its confirmation step, as a bank-transfer deposit drives it: the form
// (DepositPop), the summary to confirm (DepositSubmit), the order filed (DepositSuccess), refused by
// the server (a depositor who is not the holder of the member's verified card) and changed, the form
// opened again from the summary, or refused before it is sent because an order was filed meanwhile
// in another tab (UnableToRecharge). The flow machine makes each of these dialog moves.
import { expect } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../../src/api/client'
import { contract } from '../../../src/shared/contract'
import { createFlowMachine } from '../../../src/machines/flow/machine'
import type { FlowContext } from '../../../src/machines/flow/types'
import { MEMBER_NAME, MEMBER_PASSWORD, memberHeaders, type BrowserModel, type ModelContext } from '../browserModel'
import { bindCard, clickMemberLink, signedInHome } from '../pageActions'

const refused = new ApiError(400, { errorMessage: 'depositor_name_mismatch', errorValues: { field: 'depositorName' } })
const MISMATCH = 'The depositor name must be the holder of your verified bank card.'
/** The reference is the order the path files in another tab; the machine's model needs only the code. */
const openOrder = { errorMessage: 'deposit_open_order', errorValues: {} }
const failureOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as FlowContext<unknown, unknown>).failure
/** Refused because an order is open: UnableToRecharge took the form's place and the path ends there. */
const blocked = (snapshot: AnyMachineSnapshot) => failureOf(snapshot)?.errorMessage === openOrder.errorMessage

const form = (ctx: ModelContext) => ctx.page.getByRole('dialog', { name: 'Deposit' })
const summary = (ctx: ModelContext) => ctx.page.getByRole('dialog', { name: 'Confirm your deposit' })
const confirmButton = (ctx: ModelContext) => summary(ctx).getByRole('button', { name: 'Confirm the deposit' })
const unable = (ctx: ModelContext) => ctx.page.getByRole('dialog', { name: 'You cannot deposit right now' })
const openChannel = (ctx: ModelContext) => ctx.page.getByRole('button', { name: 'Deposit by bank transfer' }).click()

/** Whether the server will refuse what this submit sends: the path's next outcome says so. */
function refusedLater(ctx: ModelContext, index: number): boolean {
  const outcome = ctx.events.slice(index + 1).find((event) => event.type.startsWith('xstate.'))
  return outcome?.type === 'xstate.error.actor.submit'
}

export const depositFlowModel: BrowserModel = {
  name: 'flow.deposit',
  machine: createFlowMachine(),
  inputs: [{ keyPrefix: 'depositBank', idempotent: contract.memberPasswordDeposit.idempotent, confirm: true }],
  events: [
    { type: 'flow.submit', values: { amount: 10_000 } },
    { type: 'flow.confirm' },
    { type: 'flow.edit' },
    { type: 'flow.begin' },
    { type: 'flow.refuse', error: openOrder },
    { type: 'xstate.done.actor.submit', output: {} },
    { type: 'xstate.error.actor.submit', error: refused },
  ],
  // A refusal that blocks deposits and one the member can change lead to different dialogs.
  contextKey: (snapshot) => failureOf(snapshot)?.errorMessage ?? '',
  invokes: { submitting: 'memberPasswordDeposit' },
  offers: {
    reason:
      'after a refusal the summary offers only "Change the details", so a deposit is submitted again from the form; the form is opened ' +
      'again from the summary (the points model opens it again after a refusal); with an order open UnableToRecharge offers nothing that deposits',
    test: (snapshot, event) =>
      !blocked(snapshot) &&
      !(event.type === 'flow.submit' && snapshot.matches('failed')) &&
      !(event.type === 'flow.begin' && !snapshot.matches('confirming')),
  },
  async setup(ctx) {
    await bindCard(ctx, true)
    await signedInHome(ctx)
    await clickMemberLink(ctx.page, 'Deposit')
    await openChannel(ctx)
    await expect(form(ctx)).toBeVisible()
  },
  drivers: {
    async 'flow.submit'(ctx, { index }) {
      const password = form(ctx).getByLabel('Password', { exact: true })
      if (await password.isVisible()) {
        await password.fill(MEMBER_PASSWORD)
        await form(ctx).getByRole('button', { name: 'Show the account' }).click()
      }
      await form(ctx).getByLabel('Depositor name').fill(refusedLater(ctx, index) ? 'Someone Else' : MEMBER_NAME)
      await form(ctx).getByRole('button', { name: '$100.00' }).click()
      await form(ctx).getByRole('button', { name: 'Continue' }).click()
    },
    'flow.confirm': (ctx) => confirmButton(ctx).click(),
    'flow.edit': (ctx) => summary(ctx).getByRole('button', { name: 'Change the details' }).click(),
    // The member closes the summary and opens the form again from the page.
    async 'flow.begin'(ctx) {
      await summary(ctx).getByRole('button', { name: 'Close' }).first().click()
      await expect(summary(ctx)).toHaveCount(0)
      await openChannel(ctx)
    },
    // An order filed in another tab reaches this one as a live event; the form sees it is open.
    async 'flow.refuse'(ctx) {
      const filed = await ctx.request.post('/api/Deposit/memberCryptoDeposit', {
        headers: { ...memberHeaders(ctx.member), 'Idempotency-Key': crypto.randomUUID() },
        data: { amount: 2_000, network: 'TRC20' },
      })
      expect(filed.status(), await filed.text()).toBe(200)
    },
    'xstate.done.actor.submit': (ctx) => ctx.calls.answer('memberPasswordDeposit', 'server'),
    'xstate.error.actor.submit': (ctx) => ctx.calls.answer('memberPasswordDeposit', 'server'),
  },
  checks: {
    async editing(ctx, snapshot) {
      await expect(form(ctx).getByRole('button', { name: 'Continue' })).toBeEnabled()
      await expect(summary(ctx)).toHaveCount(0)
      // Back from the summary, the form shows what was typed.
      if ((snapshot.context as FlowContext<unknown, unknown>).values) await expect(form(ctx).getByLabel('Amount', { exact: true })).toHaveValue('100.00')
    },
    // Nothing is sent yet: the member reads the amount and the depositor before confirming.
    async confirming(ctx) {
      await expect(summary(ctx)).toContainText('$100.00')
      await expect(confirmButton(ctx)).toBeEnabled()
    },
    async submitting(ctx) {
      await expect(confirmButton(ctx)).toBeDisabled()
    },
    async done(ctx) {
      await expect(ctx.page.getByRole('dialog', { name: 'Deposit submitted' }).getByRole('status').filter({ hasText: 'has been filed' })).toBeVisible()
    },
    // Refused: nothing was filed; the summary says why and offers to change the details. Refused
    // because an order is open: UnableToRecharge says which, in place of the form.
    async failed(ctx, snapshot) {
      if (blocked(snapshot)) {
        await expect(unable(ctx).getByRole('alert')).toContainText('is still open')
        await expect(form(ctx).getByRole('button', { name: 'Continue' })).toHaveCount(0)
        return
      }
      await expect(summary(ctx).getByRole('alert')).toHaveText(MISMATCH)
      await expect(confirmButton(ctx)).toHaveCount(0)
      await expect(summary(ctx).getByRole('button', { name: 'Change the details' })).toBeEnabled()
    },
  },
  unreachable: {},
}
