import { lazy, Suspense } from 'react'
import { useServices } from '../../app/services'
import { StarButton } from './StarButton'
import { useFavourites } from './useFavourites'

// What starring needs (a mutation) loads with a member's first star: a visitor's star only asks to log in.
const MemberFavouriteButton = lazy(() => import('./MemberFavouriteButton'))

/** The star of one game, on a tile and on the launch screen. A visitor starring is asked to log in first. */
export function FavouriteButton({ gameId, gameName }: { gameId: number; gameName: string }) {
  const { dialogs } = useServices()
  const favourites = useFavourites()
  if (!favourites.member) {
    return <StarButton gameName={gameName} pressed={false} busy={false} onPress={() => dialogs.send({ type: 'dialog.open', name: 'Login' })} />
  }
  const pressed = favourites.isFavourite(gameId)
  return (
    <Suspense fallback={<StarButton gameName={gameName} pressed={pressed} busy onPress={() => {}} />}>
      <MemberFavouriteButton gameId={gameId} gameName={gameName} pressed={pressed} />
    </Suspense>
  )
}
