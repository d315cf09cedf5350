import type { Game } from '../../api/contract'
import { useServices } from '../../app/services'
import { selectIsLoggedIn } from '../../machines/session/selectors'

/**
 * Opening a game: a visitor is asked to log in first. A member moves money into the game's platform
 * first (DECISIONS.md, Roles and flags), which the PlatformTransfer dialog of the wallet does.
 */
export function useOpenGame(): (game: Game) => void {
  const { session, dialogs } = useServices()
  return (game) => {
    if (!selectIsLoggedIn(session.getSnapshot())) {
      dialogs.send({ type: 'dialog.open', name: 'Login' })
      return
    }
    dialogs.send({ type: 'dialog.open', name: 'PlatformTransfer', props: { provider: game.provider.slug, game: game.slug } })
  }
}
