import { isNotFound, isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { sessionMachine } from '../machines/session/machine'
import { SessionCheckError, type MemberInfo } from '../machines/session/types'
import { toastMachine } from '../machines/toasts/machine'
import { memberGuard, needsMember } from './-memberGuard'

const member = { username: 'demo' } as MemberInfo

function services(verify: () => Promise<MemberInfo>, token = 'stored') {
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
    await expect(memberGuard(s, '/member', false)).resolves.toBeUndefined()
    expect(toastKeys(s)).toEqual([])
  })

  it('sends a visitor home with the not-logged-in toast', async () => {
    const s = services(async () => member, '')
    const error = await memberGuard(s, '/member/deposit', false).catch((e: unknown) => e)
    expect(isRedirect(error)).toBe(true)
    expect(toastKeys(s)).toEqual(['front.system.not_logged_in'])
  })

  it('sends home when the token check fails, and says nothing on a preload', async () => {
    const s = services(() => Promise.reject(new SessionCheckError('unauthorized')))
    const error = await memberGuard(s, '/member', true).catch((e: unknown) => e)
    expect(isRedirect(error)).toBe(true)
    expect(toastKeys(s)).toEqual([])
  })

  it('answers a guard that cannot finish with the middleware 404', async () => {
    const s = services(() => new Promise(() => {}))
    const error = await memberGuard(s, '/member', false, 20).catch((e: unknown) => e)
    expect(isNotFound(error)).toBe(true)
    expect(error).toMatchObject({ data: { middleware: true, path: '/member' } })
  })
})
