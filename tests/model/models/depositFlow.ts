// The money-flow machine with its confirmation step, as a bank-transfer deposit drives it: the form
// (DepositPop), the summary to confirm (DepositSubmit), the order filed (DepositSuccess), or refused
// by the server (a depositor who is not the holder of the member's verified card) and changed.
import { expect } from '@playwright/test'
import { ApiError } from '../../../src/api/client'
import { contract } from '../../../src/api/contract'
import { createFlowMachine } from '../../../src/machines/flow/machine'
import { MEMBER_NAME, MEMBER_PASSWORD, type BrowserModel, type ModelContext } from '../browserModel'
import { bindCard, clickMemberLink, signedInHome } from '../pageActions'

const refused = new ApiError(400, { errorMessage: 'depositor_name_mismatch', errorValues: { field: 'depositorName' } })
const MISMATCH = 'The depositor name must be the holder of your verified bank card.'

const form = (ctx: ModelContext) => ctx.page.getByRole('dialog', { name: 'Deposit' })
const summary = (ctx: ModelContext) => ctx.page.getByRole('dialog', { name: 'Confirm your deposit' })
const confirmButton = (ctx: ModelContext) => summary(ctx).getByRole('button', { name: 'Confirm the deposit' })

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
    { type: 'xstate.done.actor.submit', output: {} },
    { type: 'xstate.error.actor.submit', error: refused },
  ],
  invokes: { submitting: 'memberPasswordDeposit' },
  offers: {
    reason: 'after a refusal the summary offers only "Change the details", so a deposit is submitted again from the form',
    test: (snapshot, event) => !(event.type === 'flow.submit' && snapshot.matches('failed')),
  },
  async setup(ctx) {
    await bindCard(ctx, true)
    await signedInHome(ctx)
    await clickMemberLink(ctx.page, 'Deposit')
    await ctx.page.getByRole('button', { name: 'Deposit by bank transfer' }).click()
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
    'xstate.done.actor.submit': (ctx) => ctx.calls.answer('memberPasswordDeposit', 'server'),
    'xstate.error.actor.submit': (ctx) => ctx.calls.answer('memberPasswordDeposit', 'server'),
  },
  checks: {
    async editing(ctx) {
      await expect(form(ctx).getByRole('button', { name: 'Continue' })).toBeEnabled()
      await expect(summary(ctx)).toHaveCount(0)
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
    // Refused: nothing was filed; the summary says why and offers to change the details.
    async failed(ctx) {
      await expect(summary(ctx).getByRole('alert')).toHaveText(MISMATCH)
      await expect(confirmButton(ctx)).toHaveCount(0)
      await expect(summary(ctx).getByRole('button', { name: 'Change the details' })).toBeEnabled()
    },
  },
  unreachable: {},
}
