import Cookies from 'js-cookie'
import type { ActorRefFrom } from 'xstate'
import { UNREAD_TOLD_COOKIE } from './storage'
import type { DialogMachine } from '../machines/dialogs/machine'
import type { SessionMachine } from '../machines/session/machine'

interface Actors {
  session: ActorRefFrom<SessionMachine>
  dialogs: ActorRefFrom<DialogMachine>
}

/**
 * Right after a login (not a restored session) a member with unread messages or customer-service
 * replies is told so, with a link to each (the Unread dialog), once per browser session: the told
 * flag is a cookie without an expiry. The notice is offered to the dialogs machine's queue, which opens
 * it once the login dialog has closed and nothing else is open. Returns the way to stop watching.
 */
export function tellUnreadAfterLogin({ session, dialogs }: Actors): () => void {
  let wasSigningIn = session.getSnapshot().matches('signingIn')
  const subscription = session.subscribe((snapshot) => {
    const justLoggedIn = wasSigningIn && snapshot.matches('loggedIn')
    wasSigningIn = snapshot.matches('signingIn')
    const unread = snapshot.context.member?.unread
    if (!justLoggedIn || !unread || unread.member + unread.service === 0 || Cookies.get(UNREAD_TOLD_COOKIE)) return
    Cookies.set(UNREAD_TOLD_COOKIE, '1', { path: '/', sameSite: 'lax', secure: location.protocol === 'https:' })
    dialogs.send({ type: 'dialog.offer', name: 'Unread' })
  })
  return () => subscription.unsubscribe()
}
