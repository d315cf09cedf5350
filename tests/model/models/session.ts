// The session machine in the browser: a stored token checked at start, logging in and out through
// the header, a member page asked for by a visitor, a token revoked on the server, the live unread
// counts and the member info read again after the member reads a reply, and the login's second step
// for an account with two-factor login (issue 32).
import { expect, type Locator, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { sessionMachine } from '../../../src/machines/session/machine'
import { SessionCheckError } from '../../../src/machines/session/types'
import { TOKEN_COOKIE } from '../../e2e/helpers'
import type { BrowserModel, ModelContext } from '../browserModel'
import {
  banner, expectToken, expectVisitorHeader, fillLogin, loginButton, logoutButton, mainNavLink, openMainNav, openMemberPage, revokeToken, serviceReply, serviceUnread,
} from '../pageActions'

const RETURN_TO = '/member'

/** The unused recovery codes of each path's member whose path asks for a two-factor code; each login spends one (no waiting for the app's next period). */
const recoveryCodes = new Map<string, string[]>()

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' })

/** The password step of a member with two-factor login: the dialog then asks for the code. */
async function submitPassword(ctx: ModelContext) {
  const dialog = loginDialog(ctx.page)
  if (!(await dialog.isVisible())) await loginButton(ctx.page).click()
  await dialog.getByLabel('Username', { exact: true }).fill(ctx.member.username)
  await dialog.getByLabel('Password', { exact: true }).fill(ctx.member.password)
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog.getByLabel('Authentication code')).toBeVisible()
}

async function enterCode(ctx: ModelContext) {
  const code = recoveryCodes.get(ctx.member.username)?.shift()
  if (!code) throw new Error('the path has used up its recovery codes')
  const dialog = loginDialog(ctx.page)
  await dialog.getByLabel('Authentication code').fill(code)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(dialog).toBeHidden()
}

/** Two-factor login turned on for the path's member through the API, as its security page would. */
async function turnOnTwoFactor(ctx: ModelContext) {
  const headers = { Authorization: ctx.member.token }
  const { secret } = (await (await ctx.request.post('/api/Member/startTwoFactor', { headers, data: {} })).json()) as { secret: string }
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate()
  const confirmed = await ctx.request.post('/api/Member/confirmTwoFactor', { headers, data: { code } })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  recoveryCodes.set(ctx.member.username, ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes)
}

async function loggedInHeader(ctx: ModelContext) {
  await expect(logoutButton(ctx.page)).toBeEnabled()
  await expect(banner(ctx.page).getByTestId('header-balance')).toBeVisible()
}

const sessionNotice = (ctx: ModelContext) => ctx.page.getByRole('status').filter({ hasText: 'We could not reach the server to restore your session.' })

async function expectHome(ctx: ModelContext) {
  await expect(ctx.page).toHaveURL((url) => url.pathname === '/')
}

export const sessionModel: BrowserModel = {
  name: 'session',
  machine: sessionMachine,
  inputs: [{ token: '' }, { token: 'stored-token' }],
  events: [
    { type: 'session.authenticated', token: 'token' },
    { type: 'session.logout' },
    { type: 'session.refresh' },
    { type: 'session.retry' },
    { type: 'session.required', returnTo: RETURN_TO },
    { type: 'session.unread', member: 0, service: 1 },
    { type: 'session.codeRequired', challenge: 'challenge' },
    { type: 'session.codeCancelled' },
    // A 401 under the token the session holds: the stored one, or the one a login gave.
    { type: 'http.unauthorized', token: 'stored-token' },
    { type: 'http.unauthorized', token: 'token' },
    { type: 'xstate.done.actor.verifyToken', output: {} },
    { type: 'xstate.error.actor.verifyToken', error: new SessionCheckError('unauthorized') },
    { type: 'xstate.error.actor.verifyToken', error: new SessionCheckError('unreachable') },
    { type: 'xstate.done.actor.loadMember', output: {} },
    { type: 'xstate.error.actor.loadMember', error: new Error('offline') },
    { type: 'xstate.done.actor.refreshMember', output: {} },
    { type: 'xstate.error.actor.refreshMember', error: new Error('offline') },
    { type: 'xstate.done.actor.logout', output: undefined },
    { type: 'xstate.error.actor.logout', error: new Error('offline') },
  ],
  contextKey: (snapshot) => String(snapshot.context.returnTo !== null),
  invokes: { checking: 'checkToken', signingIn: 'getMemberInfoV3', 'loggedIn.refreshing': 'getMemberInfoV3', loggingOut: 'memberLogout' },
  async setup(ctx, input) {
    if (ctx.events.some((event) => event.type === 'session.codeRequired')) await turnOnTwoFactor(ctx)
    if ((input as { token: string }).token !== '') {
      await ctx.context.addCookies([{ name: TOKEN_COOKIE, value: ctx.member.token, url: ctx.baseURL }])
    }
    await ctx.page.goto('/')
  },
  drivers: {
    async 'session.authenticated'(ctx, { before }) {
      if (!recoveryCodes.has(ctx.member.username)) return fillLogin(ctx.page, ctx.member)
      if (!before.matches('awaitingCode')) await submitPassword(ctx)
      await enterCode(ctx)
    },
    'session.codeRequired': submitPassword,
    async 'session.codeCancelled'(ctx) {
      const dialog = loginDialog(ctx.page)
      await dialog.getByRole('button', { name: 'Back to password' }).click()
      await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible()
      // Closing the dialog now changes nothing more: the login already went back to its password.
      await ctx.page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    },
    async 'session.logout'(ctx, { before }) {
      // While member info is read again (held here), the loading overlay takes the pointer until the
      // read times out; a keyboard reaches the header at once, so the logout starts from that state.
      const activate = before.matches({ loggedIn: 'refreshing' }) ? (target: Locator) => target.press('Enter') : (target: Locator) => target.click()
      // Away from home first, so that being sent home afterwards shows.
      await activate(mainNavLink(ctx.page, 'Promotions'))
      await expect(ctx.page).toHaveURL(/\/promotions/)
      await activate(logoutButton(ctx.page))
    },
    async 'session.refresh'(ctx) {
      await serviceReply(ctx)
      await expect(serviceUnread(ctx.page)).toHaveText('Unread customer service replies: 1')
      await openMemberPage(ctx.page, 'Messages')
      await ctx.page.getByRole('tab', { name: 'Customer service replies' }).click()
      await ctx.page.getByRole('checkbox', { name: 'Select all' }).check()
      await ctx.page.getByRole('button', { name: 'Mark as read' }).click()
    },
    'session.retry': (ctx) => sessionNotice(ctx).getByRole('button', { name: 'Try again' }).click(),
    async 'session.required'(ctx) {
      await openMainNav(ctx.page, 'My account')
      await expect(ctx.page.getByRole('alert').filter({ hasText: 'Please log in to open that page.' })).toBeVisible()
      await expectHome(ctx)
    },
    async 'session.unread'(ctx) {
      await serviceReply(ctx)
      await expect(serviceUnread(ctx.page)).toHaveText('Unread customer service replies: 1')
    },
    async 'http.unauthorized'(ctx, { before }) {
      await revokeToken(ctx)
      if (before.matches('checking')) await ctx.calls.answer('checkToken', 'server')
      else if (before.matches('signingIn') || before.matches({ loggedIn: 'refreshing' })) await ctx.calls.answer('getMemberInfoV3', 'server')
      else await openMainNav(ctx.page, 'My account')
    },
    'xstate.done.actor.verifyToken': (ctx) => ctx.calls.answer('checkToken', 'server'),
    async 'xstate.error.actor.verifyToken'(ctx, { event }) {
      const { reason } = (event as unknown as { error: SessionCheckError }).error
      if (reason === 'unauthorized') await revokeToken(ctx)
      await ctx.calls.answer('checkToken', reason === 'unauthorized' ? 'server' : 'unreachable')
    },
    async 'xstate.done.actor.loadMember'(ctx, { before }) {
      await ctx.calls.answer('getMemberInfoV3', 'server')
      // A login that a member page asked for lands on that page.
      if (before.context.returnTo !== null) await expect(ctx.page).toHaveURL((url) => url.pathname === RETURN_TO)
    },
    'xstate.error.actor.loadMember': (ctx) => ctx.calls.answer('getMemberInfoV3', 'unreachable'),
    async 'xstate.done.actor.refreshMember'(ctx) {
      await ctx.calls.answer('getMemberInfoV3', 'server')
      await expect(serviceUnread(ctx.page)).toHaveText('Unread customer service replies: 0')
    },
    'xstate.error.actor.refreshMember': (ctx) => ctx.calls.answer('getMemberInfoV3', 'unreachable'),
    async 'xstate.done.actor.logout'(ctx) {
      await ctx.calls.answer('memberLogout', 'server')
      await expectHome(ctx)
    },
    async 'xstate.error.actor.logout'(ctx) {
      await ctx.calls.answer('memberLogout', 'unreachable')
      await expectHome(ctx)
    },
  },
  checks: {
    // The stored token waits for its check: kept, but nothing member-only is shown yet.
    async checking(ctx) {
      await expectToken(ctx, true)
      await expect(logoutButton(ctx.page)).toHaveCount(0)
      await expect(sessionNotice(ctx)).toHaveCount(0)
    },
    // The server could not be asked: the member is told so and may try again.
    async unverified(ctx) {
      await expectToken(ctx, true)
      await expectVisitorHeader(ctx.page)
      await expect(sessionNotice(ctx)).toBeVisible()
    },
    async loggedOut(ctx) {
      await expectVisitorHeader(ctx.page)
      await expectToken(ctx, false)
    },
    async signingIn(ctx) {
      await expectToken(ctx, true)
      await expect(logoutButton(ctx.page)).toHaveCount(0)
    },
    'loggedIn.idle': async (ctx) => {
      await loggedInHeader(ctx)
      await expectToken(ctx, true)
    },
    'loggedIn.refreshing': loggedInHeader,
    // The password was right; the dialog asks for the code, and no token is stored.
    async awaitingCode(ctx) {
      await expect(loginDialog(ctx.page).getByLabel('Authentication code')).toBeVisible()
      await expect(loginDialog(ctx.page).getByText('Two-factor login is on.')).toBeVisible()
      await expectToken(ctx, false)
    },
    // The server is asked to end the token: Log out cannot be pressed twice.
    async loggingOut(ctx) {
      await expect(logoutButton(ctx.page)).toBeDisabled()
    },
  },
  unreachable: {
    'unverified —session.logout→ loggedOut':
      'Log out is offered to a signed-in member only; a session that could not be checked offers Try again and Log in.',
    'unverified —http.unauthorized→ loggedOut [currentTokenRefused]':
      'No call checks the token while it is unverified (member pages wait for the check, public calls ignore the token); Try again meets a revoked token in checking.',
  },
}
