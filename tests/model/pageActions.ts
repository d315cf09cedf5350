// What the models' drivers and checks do on the page, in the words a member would use.
import { expect, type Page } from '@playwright/test'
import { TOKEN_COOKIE } from '../e2e/helpers'
import { MEMBER_NAME, memberHeaders, type Member, type ModelContext } from './browserModel'

export const banner = (page: Page) => page.getByRole('banner')
export const loginButton = (page: Page) => banner(page).getByRole('button', { name: 'Log in', exact: true })
export const logoutButton = (page: Page) => banner(page).getByRole('button', { name: 'Log out' })

async function tokenCookie(ctx: ModelContext): Promise<string | undefined> {
  return (await ctx.context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)?.value
}

export async function expectToken(ctx: ModelContext, present: boolean) {
  await expect.poll(async () => (await tokenCookie(ctx)) !== undefined, { message: present ? 'the token cookie is kept' : 'the token cookie is gone' }).toBe(present)
}

/** The header as a visitor sees it: Log in, no Log out. */
export async function expectVisitorHeader(page: Page) {
  await expect(loginButton(page)).toBeVisible()
  await expect(logoutButton(page)).toHaveCount(0)
}

export const mainNavLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true })

/** Through the site's own links, so the app is not reloaded (a reload would start every machine again). */
export async function openMainNav(page: Page, name: string) {
  await mainNavLink(page, name).click()
}

export async function openMemberPage(page: Page, title: string) {
  await openMainNav(page, 'My account')
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: title, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

export async function fillLogin(page: Page, member: Member) {
  await loginButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Username', { exact: true }).fill(member.username)
  await dialog.getByLabel('Password', { exact: true }).fill(member.password)
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog).toBeHidden()
}

/** Ends the member's token on the server, as a logout elsewhere or the operator would. */
export async function revokeToken(ctx: ModelContext) {
  const token = (await tokenCookie(ctx)) ?? ctx.member.token
  const response = await ctx.request.get('/api/Member/memberLogout', { headers: memberHeaders({ ...ctx.member, token }) })
  expect(response.status()).toBe(200)
}

export const ADMIN_HEADERS = { 'Admin-Token': 'e2e-admin-token' }

/** The member writes to customer service and the operator answers: a reply arrives in their messages. */
export async function serviceReply(ctx: ModelContext) {
  const token = (await tokenCookie(ctx)) ?? ctx.member.token
  const created = await ctx.request.post('/api/CustomerService/createInquiry', {
    headers: { ...memberHeaders({ ...ctx.member, token }), 'Idempotency-Key': crypto.randomUUID() },
    data: { category: 'account', text: 'Where can I see my sign-in rewards?' },
  })
  expect(created.status(), await created.text()).toBe(200)
  const listed = await ctx.request.get(`/api/admin/inquiries?username=${ctx.member.username}`, { headers: ADMIN_HEADERS })
  const { items } = (await listed.json()) as { items: { id: number }[] }
  const reply = await ctx.request.post(`/api/admin/inquiries/${items[0]!.id}/reply`, { headers: ADMIN_HEADERS, data: { body: 'On the sign-in page.' } })
  expect(reply.status(), await reply.text()).toBe(200)
}

/** The header's count of unread customer-service replies. */
export const serviceUnread = (page: Page) => banner(page).locator('a[href="/member/customer-service-center"]')

/** A member page through the account menu when it is on screen, through My account otherwise. */
export async function clickMemberLink(page: Page, title: string) {
  const menu = page.getByRole('navigation', { name: 'Account menu' })
  if (!(await menu.isVisible())) await openMainNav(page, 'My account')
  await menu.getByRole('link', { name: title, exact: true }).click()
}

/** The member signed in by their stored token, on the home page. */
export async function signedInHome(ctx: ModelContext) {
  await ctx.context.addCookies([{ name: TOKEN_COOKIE, value: ctx.member.token, url: ctx.baseURL }])
  await ctx.page.goto('/')
  await expect(logoutButton(ctx.page)).toBeEnabled()
}

let cardCounter = 0

/** Binds a bank card through the API (as the withdrawal page would), optionally verified by the operator. */
export async function bindCard(ctx: ModelContext, verified: boolean) {
  const headers = memberHeaders(ctx.member)
  let [card] = ((await (await ctx.request.get('/api/MemberBank/getMemberBankInfoList', { headers })).json()) as { cards: { id: number; isVerify: boolean }[] }).cards
  if (!card) {
    cardCounter += 1
    const bound = await ctx.request.post('/api/MemberBank/bindBank', {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: { bankCode: 'KB', branch: 'Gangnam', accountHolder: MEMBER_NAME, accountNumber: `330-${String(Date.now()).slice(-6)}-${cardCounter}${Math.floor(Math.random() * 90 + 10)}` },
    })
    expect(bound.status(), await bound.text()).toBe(200)
    card = (await bound.json()) as { id: number; isVerify: boolean }
  }
  if (verified && !card.isVerify) {
    const decided = await ctx.request.post(`/api/admin/bank-cards/${card.id}/decision`, { headers: ADMIN_HEADERS, data: { decision: 'verify' } })
    expect(decided.status(), await decided.text()).toBe(200)
  }
}
