// Members made through the API for the tests that need an account of their own: registered by the
// site's rules, given money or a verified bank card by the operator (the admin API), and signed in
// on a browser context by the token cookie.
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test'
import { TOKEN_COOKIE } from './helpers'

export const ADMIN = { 'Admin-Token': 'e2e-admin-token' }
export const MEMBER_PASSWORD = 'Secret123'

export interface FreshMember {
  username: string
  token: string
  realName: string
}

let counter = 0

/** A member registered now as `realName`, its username `prefix` and a part no other member has. */
export async function registerMember(request: APIRequestContext, prefix: string, realName: string): Promise<FreshMember> {
  counter += 1
  const username = `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 4)}`.slice(0, 16)
  const registered = await request.post('/api/Member/apply', {
    data: { username, password: MEMBER_PASSWORD, confirmPassword: MEMBER_PASSWORD, realName, phone: '+84 90 555 1234', email: `${prefix}@example.com`, agreement: true },
  })
  expect(registered.status()).toBe(200)
  const { token } = (await registered.json()) as { token: string }
  return { username, token, realName }
}

/** Credits `amount` minor units to the member's `account` as an operator's adjustment. */
export async function credit(request: APIRequestContext, { username }: FreshMember, amount: number, account: 'main' | 'point' = 'main') {
  const credited = await request.post('/api/admin/adjustments', {
    headers: { ...ADMIN, 'Idempotency-Key': crypto.randomUUID() },
    data: { username, account, amount, memo: 'e2e funds' },
  })
  expect(credited.status()).toBe(200)
}

/** Binds a card in the member's own name and has the operator verify it, so deposits are open to them. */
export async function bindVerifiedCard(request: APIRequestContext, { token, realName }: FreshMember) {
  // The process id keeps the numbers of the two workers' members apart: a number bound twice is refused.
  const accountNumber = `${100 + (process.pid % 900)}-${String(Date.now()).slice(-6)}-${counter}0`
  const bound = await request.post('/api/MemberBank/bindBank', {
    headers: { authorization: token, 'Idempotency-Key': crypto.randomUUID() },
    data: { bankCode: 'KB', branch: 'Gangnam', accountHolder: realName, accountNumber },
  })
  expect(bound.status()).toBe(200)
  const { id } = (await bound.json()) as { id: number }
  expect((await request.post(`/api/admin/bank-cards/${id}/decision`, { headers: ADMIN, data: { decision: 'verify' } })).status()).toBe(200)
}

/** Signs the member in on `context` (every page of it) by the token cookie. */
export async function signIn(context: BrowserContext, { token }: FreshMember, baseURL: string) {
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL }])
}
