// The deposit gate in the browser: every visit to the deposit page reads the member's cards again;
// no card or none verified sends them to the withdrawal page (where cards are bound) with the reason.
import { expect } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { depositGateMachine } from '../../../src/machines/depositGate/machine'
import type { BrowserModel, ModelContext } from '../browserModel'
import { bindCard, clickMemberLink, signedInHome } from '../pageActions'

const NO_CARD = 'Please add a bank account before making a deposit.'
const UNVERIFIED = 'Your bank account has not been verified yet. Please wait for verification before depositing.'

const noCards = { type: 'xstate.done.actor.loadCards', output: [] }
const unverifiedCard = { type: 'xstate.done.actor.loadCards', output: [{ isVerify: false }] }
const verifiedCard = { type: 'xstate.done.actor.loadCards', output: [{ isVerify: true }] }

/** 0 no card, 1 a card awaiting verification, 2 a verified one: what an answer says of the member's cards. */
function cardStage(event: AnyEventObject): number | null {
  if (event.type !== 'xstate.done.actor.loadCards') return null
  const cards = event.output as { isVerify: boolean }[]
  return cards.length === 0 ? 0 : cards.some((card) => card.isVerify) ? 2 : 1
}

const deposit = (ctx: ModelContext) => ctx.page.getByRole('heading', { level: 1, name: 'Deposit' })
const refusal = (ctx: ModelContext, text: string) => ctx.page.getByRole('alert').filter({ hasText: text })

async function sentToWithdrawal(ctx: ModelContext, reason: string) {
  await expect(refusal(ctx, reason).first()).toBeVisible()
  await expect(ctx.page).toHaveURL(/\/member\/withdrawal$/)
  await expect(deposit(ctx)).toHaveCount(0)
}

export const depositGateModel: BrowserModel = {
  name: 'depositGate',
  machine: depositGateMachine,
  inputs: [undefined],
  events: [{ type: 'depositGate.check' }, noCards, unverifiedCard, verifiedCard, { type: 'xstate.error.actor.loadCards', error: new Error('offline') }],
  invokes: { checking: 'getMemberBankInfoList' },
  feasible: {
    reason: 'a member binds cards and the operator verifies them, but a card never disappears or loses its verification',
    test: (steps) => {
      const stages = steps.map((step) => cardStage(step.event)).filter((stage) => stage !== null)
      return stages.every((stage, index) => index === 0 || stage >= stages[index - 1]!)
    },
  },
  setup: (ctx) => signedInHome(ctx),
  drivers: {
    'depositGate.check': (ctx) => clickMemberLink(ctx.page, 'Deposit'),
    async 'xstate.done.actor.loadCards'(ctx, { event }) {
      const stage = cardStage(event)!
      if (stage > 0) await bindCard(ctx, stage === 2)
      await ctx.calls.answer('getMemberBankInfoList', 'server')
    },
    'xstate.error.actor.loadCards': (ctx) => ctx.calls.answer('getMemberBankInfoList', 'unreachable'),
  },
  checks: {
    async idle(ctx) {
      await expect(ctx.page).toHaveURL((url) => url.pathname === '/')
      await expect(deposit(ctx)).toHaveCount(0)
    },
    // The guard waits for the answer: the page-loading bar runs over the page the member came from
    // (the deposit page itself, when they ask for it again from there).
    async checking(ctx) {
      await expect(ctx.page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible()
    },
    noCard: (ctx) => sentToWithdrawal(ctx, NO_CARD),
    unverified: (ctx) => sentToWithdrawal(ctx, UNVERIFIED),
    async allowed(ctx) {
      await expect(deposit(ctx)).toBeVisible()
      await expect(ctx.page).toHaveURL(/\/member\/deposit$/)
    },
    // The card list could not be read: the deposit page does not open, and the member is told.
    async failed(ctx) {
      await expect(ctx.page.getByText('Something went wrong on our side. Please try again in a moment.')).toBeVisible()
      await expect(deposit(ctx)).toHaveCount(0)
    },
  },
  unreachable: {},
}
