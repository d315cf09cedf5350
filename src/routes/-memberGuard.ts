// The member guard (seed §5): any path containing "member" waits for the session machine to
// settle; a visitor, or a token that failed its check, is told and sent home, and the session
// remembers where they were going so that logging in from the toast lands there. It only reads
// snapshots and sends events.
import { isRedirect, notFound, redirect } from '@tanstack/react-router'
import { waitFor } from 'xstate'
import type { Services } from '../app/services'
import { selectIsSettled } from '../machines/session/selectors'
import type { SessionMember } from '../machines/session/types'

const SETTLE_TIMEOUT_MS = 15_000

/** Resolves with the signed-in member; otherwise throws the redirect home (or the guard's 404). */
export async function memberGuard(
  context: Pick<Services, 'session' | 'toasts'>,
  location: { pathname: string; href: string },
  preload: boolean,
  timeout = SETTLE_TIMEOUT_MS,
): Promise<SessionMember> {
  try {
    const settled = await waitFor(context.session, selectIsSettled, { timeout })
    if (settled.matches('loggedIn') && settled.context.member) return settled.context.member
    if (!preload) {
      context.session.send({ type: 'session.required', returnTo: location.href })
      context.toasts.send({
        type: 'toast.show',
        toast: { type: 'error', msg: 'front.system.not_logged_in', action: { labelKey: 'toast.login_to_continue', command: 'login' } },
      })
    }
    throw redirect({ to: '/' })
  } catch (error) {
    if (isRedirect(error)) throw error
    // The guard itself failed (not a refusal): the seed answers that with a 404 for the path.
    throw notFound({ data: { middleware: true, path: location.pathname } })
  }
}
