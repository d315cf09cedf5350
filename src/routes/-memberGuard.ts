// The member guard (seed §5): any path containing "member" waits for the session machine to
// settle; a visitor, or a token that failed its check, is told and sent home. It only reads
// snapshots and sends events.
import { isRedirect, notFound, redirect } from '@tanstack/react-router'
import { waitFor } from 'xstate'
import type { Services } from '../app/services'

const SETTLE_TIMEOUT_MS = 15_000

export function needsMember(pathname: string): boolean {
  return pathname.toLowerCase().includes('member')
}

export async function memberGuard(
  context: Pick<Services, 'session' | 'toasts'>,
  pathname: string,
  preload: boolean,
  timeout = SETTLE_TIMEOUT_MS,
): Promise<void> {
  try {
    const settled = await waitFor(context.session, (s) => !s.hasTag('pending') && !s.matches('booting'), {
      timeout,
    })
    if (settled.matches('loggedIn')) return
    if (!preload) context.toasts.send({ type: 'toast.show', toast: { type: 'error', msg: 'front.system.not_logged_in' } })
    throw redirect({ to: '/' })
  } catch (error) {
    if (isRedirect(error)) throw error
    // The guard itself failed (not a refusal): the seed answers that with a 404 for the path.
    throw notFound({ data: { middleware: true, path: pathname } })
  }
}
