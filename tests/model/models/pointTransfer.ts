// The money-flow machine in the browser, as the point conversion on the game wallet page drives it:
// sent once with its key, refused by the server (the points went elsewhere meanwhile), or left
// unknown by a lost connection and asked again with the same key, automatically, on reconnecting,
// or by the member's "Check again", until it is done or refused.
import { expect } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../../src/api/client'
import { contract } from '../../../src/shared/contract'
import { createFlowMachine } from '../../../src/machines/flow/machine'
import type { FlowContext } from '../../../src/machines/flow/types'
import { memberHeaders, type BrowserModel, type ModelContext } from '../browserModel'
import { ADMIN_HEADERS, clickMemberLink, expectVisitorHeader, fillLogin, logoutButton, signedInHome } from '../pageActions'

const POINTS = 10_000
const CONVERT = 1_000
const LATE = 'The answer is late. We are checking whether your request went through; it will not be sent twice.'
const STUCK = 'We still cannot confirm whether your request went through. It was sent at most once. Check again when you are back online.'
const RECOVERED = 'Confirmed: your request went through, once.'

const refused = new ApiError(409, { errorMessage: 'insufficient_points', errorValues: {} })
const unknown = new ApiError(0, { errorMessage: 'network_error', errorValues: {} })
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as FlowContext<unknown, unknown>

const panel = (ctx: ModelContext) => ctx.page.getByRole('region', { name: 'Convert points' })
const convertButton = (ctx: ModelContext) => panel(ctx).getByRole('button', { name: 'Convert', exact: true })
const notice = (ctx: ModelContext, text: string) => panel(ctx).getByText(text)

async function adjustPoints(ctx: ModelContext, amount: number) {
  const response = await ctx.request.post('/api/admin/adjustments', {
    headers: { ...ADMIN_HEADERS, 'Idempotency-Key': crypto.randomUUID() },
    data: { username: ctx.member.username, account: 'point', amount, memo: 'model run' },
  })
  expect(response.status(), await response.text()).toBe(200)
}

async function pointsHeld(ctx: ModelContext): Promise<number> {
  const response = await ctx.request.get('/api/Point/getPoint', { headers: memberHeaders(ctx.member) })
  return ((await response.json()) as { point: number }).point
}

/** The server refuses what it is asked now: the member's points were spent elsewhere a moment ago. */
async function refuseNext(ctx: ModelContext) {
  const held = await pointsHeld(ctx)
  if (held > 0) await adjustPoints(ctx, -held)
  await ctx.calls.answer('pointTransfer', 'server')
  await expect(panel(ctx).getByRole('alert')).toContainText('fewer than you asked to convert')
  // Given back, so the member can convert again; the live stream tells the page.
  await adjustPoints(ctx, POINTS)
  await expect(panel(ctx)).toContainText(`You have ${POINTS.toLocaleString('en-US')} points.`)
}

async function openGameWallet(ctx: ModelContext) {
  await clickMemberLink(ctx.page, 'Game wallet')
  await expect(panel(ctx)).toBeVisible()
}

export const pointTransferModel: BrowserModel = {
  name: 'flow.points',
  machine: createFlowMachine(),
  inputs: [{ keyPrefix: 'pointTransfer', idempotent: contract.pointTransfer.idempotent, confirm: false }],
  events: [
    { type: 'flow.submit', values: { point: CONVERT } },
    { type: 'flow.confirm' },
    { type: 'flow.edit' },
    { type: 'flow.check' },
    { type: 'flow.begin' },
    { type: 'flow.reset' },
    { type: 'xstate.done.actor.submit', output: {} },
    { type: 'xstate.error.actor.submit', error: refused },
    { type: 'xstate.error.actor.submit', error: unknown },
    { type: 'xstate.after.checkDelay.flow.uncertain.waiting' },
    { type: 'xstate.done.actor.check', output: {} },
    { type: 'xstate.error.actor.check', error: refused },
    { type: 'xstate.error.actor.check', error: unknown },
  ],
  // How many times an unknown outcome was asked about decides whether the next failure stops asking.
  contextKey: (snapshot) => `${contextOf(snapshot).checks}|${contextOf(snapshot).recovered}`,
  invokes: { submitting: 'pointTransfer', 'uncertain.checking': 'pointTransfer' },
  offers: {
    reason: 'the point form is edited in place after a refusal and sends no edit (the deposit summary does)',
    test: (_, event) => event.type !== 'flow.edit',
  },
  async setup(ctx) {
    await adjustPoints(ctx, POINTS)
    const accepted = await ctx.request.post('/api/Point/acceptTerms', { headers: memberHeaders(ctx.member), data: {} })
    expect(accepted.status(), await accepted.text()).toBe(200)
    await signedInHome(ctx)
    await openGameWallet(ctx)
  },
  drivers: {
    async 'flow.submit'(ctx) {
      await panel(ctx).getByLabel('Points to convert').fill(String(CONVERT))
      await convertButton(ctx).click()
    },
    async 'flow.check'(ctx, { before }) {
      if (before.matches({ uncertain: 'stuck' })) await panel(ctx).getByRole('button', { name: 'Check again' }).click()
      else {
        // Back online: every flow whose outcome is unknown asks again.
        await ctx.context.setOffline(true)
        await ctx.context.setOffline(false)
      }
    },
    async 'flow.begin'(ctx, { before }) {
      if (before.matches('done')) await panel(ctx).getByRole('button', { name: 'Convert more points' }).click()
      else {
        // Opening the form again (the page) begins a new intent after a refusal.
        await clickMemberLink(ctx.page, 'My account')
        await openGameWallet(ctx)
      }
    },
    // The session ends (the member logs out) whatever was under way; they log in again and return.
    async 'flow.reset'(ctx) {
      await logoutButton(ctx.page).click()
      await expectVisitorHeader(ctx.page)
      if (ctx.calls.isHeld('pointTransfer')) await ctx.calls.answer('pointTransfer', 'unreachable')
      await fillLogin(ctx.page, ctx.member)
      await expect(logoutButton(ctx.page)).toBeEnabled()
      await ctx.calls.passAllBut([])
      await openGameWallet(ctx)
    },
    'xstate.done.actor.submit': (ctx) => ctx.calls.answer('pointTransfer', 'server'),
    async 'xstate.error.actor.submit'(ctx, { event }) {
      if ((event.error as ApiError).refused) await refuseNext(ctx)
      else await ctx.calls.answer('pointTransfer', 'unreachable')
    },
    // The next automatic check comes by itself.
    'xstate.after.checkDelay.flow.uncertain.waiting': async () => {},
    'xstate.done.actor.check': (ctx) => ctx.calls.answer('pointTransfer', 'server'),
    async 'xstate.error.actor.check'(ctx, { event }) {
      if ((event.error as ApiError).refused) await refuseNext(ctx)
      else await ctx.calls.answer('pointTransfer', 'unreachable')
    },
  },
  checks: {
    async editing(ctx) {
      await expect(convertButton(ctx)).toBeEnabled()
      await expect(panel(ctx).getByRole('alert')).toHaveCount(0)
    },
    // Sent once: the button cannot send it again until the server answers.
    async submitting(ctx) {
      await expect(convertButton(ctx)).toBeDisabled()
    },
    async 'uncertain.waiting'(ctx) {
      await expect(notice(ctx, LATE)).toBeVisible()
      await expect(convertButton(ctx)).toBeDisabled()
    },
    async 'uncertain.checking'(ctx) {
      await expect(notice(ctx, LATE)).toBeVisible()
      await expect(convertButton(ctx)).toBeDisabled()
    },
    async 'uncertain.stuck'(ctx) {
      await expect(notice(ctx, STUCK)).toBeVisible()
      await expect(panel(ctx).getByRole('button', { name: 'Check again' })).toBeEnabled()
    },
    async done(ctx, snapshot) {
      await expect(panel(ctx).getByRole('status').filter({ hasText: `${CONVERT.toLocaleString('en-US')} points converted into` })).toBeVisible()
      if (contextOf(snapshot).recovered) await expect(notice(ctx, RECOVERED)).toBeVisible()
    },
    // Refused: nothing happened, the form says why and keeps what was typed.
    async failed(ctx) {
      await expect(panel(ctx).getByRole('alert')).toBeVisible()
      await expect(panel(ctx).getByLabel('Points to convert')).toHaveValue(String(CONVERT))
      await expect(convertButton(ctx)).toBeEnabled()
    },
  },
  unreachable: {
    'failed —flow.submit→ confirming [needsConfirm]':
      'a flow with a confirmation step (the deposit) shows only "Change the details" after a refusal: the member edits before submitting again',
    'submitting —xstate.error.actor.submit→ failed': 'the point conversion carries an Idempotency-Key, so an unknown outcome is asked again instead (canAskAgain)',
  },
}
