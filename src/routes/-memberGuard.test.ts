import { createMemoryHistory, createRouter, isNotFound, isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { sessionMachine } from '../machines/session/machine'
import { SessionCheckError, type SessionMember } from '../machines/session/types'
import { toastMachine } from '../machines/toasts/machine'
import { needsMember } from '../shared/pageNeeds'
import { memberGuard } from './-memberGuard'

const member = { username: 'demo' } as SessionMember

function services(verify: () => Promise<SessionMember>, token = 'stored') {
  const session = createActor(
    sessionMachine.provide({ actors: { verifyToken: fromPromise(verify) } }),
    { input: { token } },
  ).start()
  const toasts = createActor(toastMachine).start()
  return { session, toasts }
}

const toastKeys = (s: ReturnType<typeof services>) => s.toasts.getSnapshot().context.toasts.map((t) => t.msg)

describe('member guard', () => {
  it('applies to any path containing "member"', () => {
    expect(needsMember('/member')).toBe(true)
    expect(needsMember('/MEMBER/deposit')).toBe(true)
    expect(needsMember('/promotions/new-member-bonus')).toBe(true)
    expect(needsMember('/promotions')).toBe(false)
  })

  it('waits for the token check and lets a member through', async () => {
    const s = services(async () => member)
    await expect(memberGuard(s, { pathname: '/member', href: '/member' }, false)).resolves.toEqual(member)
    expect(toastKeys(s)).toEqual([])
  })

  it('sends a visitor home with the not-logged-in toast', async () => {
    const s = services(async () => member, '')
    const error = await memberGuard(s, { pathname: '/member/deposit', href: '/member/deposit?tab=usdt' }, false).catch((e: unknown) => e)
    expect(isRedirect(error)).toBe(true)
    expect(toastKeys(s)).toEqual(['front.system.not_logged_in'])
    // Logging in from that toast lands on the page the visitor asked for.
    expect(s.session.getSnapshot().context.returnTo).toBe('/member/deposit?tab=usdt')
  })

  it('sends home when the token check fails, and says nothing on a preload', async () => {
    const s = services(() => Promise.reject(new SessionCheckError('unauthorized')))
    const error = await memberGuard(s, { pathname: '/member', href: '/member' }, true).catch((e: unknown) => e)
    expect(isRedirect(error)).toBe(true)
    expect(toastKeys(s)).toEqual([])
  })

  it('answers a guard that cannot finish with the middleware 404', async () => {
    const s = services(() => new Promise(() => {}))
    const error = await memberGuard(s, { pathname: '/member', href: '/member' }, false, 20).catch((e: unknown) => e)
    expect(isNotFound(error)).toBe(true)
    expect(error).toMatchObject({ data: { middleware: true, path: '/member' } })
  })
})

describe('the member layout', () => {
  it('holds every route whose path contains "member"', async () => {
    const { routeTree } = await import('../routeTree.gen')
    // Building a router resolves every route's full path.
    const router = createRouter({ routeTree, history: createMemoryHistory(), context: undefined! })
    const routes = Object.values(router.routesById)
    const memberRoutes = routes.filter((route) => needsMember(route.fullPath))
    expect(memberRoutes.length).toBeGreaterThan(10)
    expect(memberRoutes.filter((route) => !route.id.startsWith('/_default/_member/')).map((route) => route.id)).toEqual([])
  })
})
