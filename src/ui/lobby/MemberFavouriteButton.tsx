import { StarButton } from './StarButton'
import { useFavouriteToggle } from './useFavouriteToggle'

/** A member's star, which stars and unstars (FavouriteButton loads it with the first one shown). */
export default function MemberFavouriteButton({ gameId, gameName, pressed }: { gameId: number; gameName: string; pressed: boolean }) {
  const star = useFavouriteToggle()
  return <StarButton gameName={gameName} pressed={pressed} busy={star.busy} onPress={() => star.toggle(gameId)} />
}
