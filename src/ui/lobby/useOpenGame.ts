import type { Game } from '../../api/contract'
import { useServices } from '../../app/services'
import { selectIsLoggedIn } from '../../machines/session/selectors'

/**
 * Opening a game: a visitor is asked to log in first. For a member, launching needs the provider's
 * game session and, on a transfer wallet, a transfer into the platform (DECISIONS.md, Roles and
 * flags); neither exists in this API yet, so the member is told so rather than left without an answer.
 */
export function useOpenGame(): (game: Game) => void {
  const { session, dialogs, toasts } = useServices()
  return (game) => {
    if (!selectIsLoggedIn(session.getSnapshot())) {
      dialogs.send({ type: 'dialog.open', name: 'Login' })
      return
    }
    toasts.send({ type: 'toast.show', toast: { type: 'info', msg: 'lobby.launch_unavailable', values: { game: game.name } } })
  }
}
