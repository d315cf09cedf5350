import { useNavigate } from '@tanstack/react-router'
import type { Game } from '../../shared/calls/games'
import { launchPath } from '../../app/launchPath'
import { useServices } from '../../app/services'
import { selectIsLoggedIn } from '../../machines/session/selectors'

/**
 * Opening a game: a member goes to /launchLoading, which launches it; a visitor is asked to log in
 * first and is taken there once logged in.
 */
export function useOpenGame(): (game: Game) => void {
  const { session, dialogs } = useServices()
  const navigate = useNavigate()
  return (game) => {
    if (!selectIsLoggedIn(session.getSnapshot())) {
      session.send({ type: 'session.required', returnTo: launchPath(game.id) })
      dialogs.send({ type: 'dialog.open', name: 'Login' })
      return
    }
    void navigate({ to: '/launchLoading', search: { gameId: game.id } })
  }
}
