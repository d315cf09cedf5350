import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { useServices } from '../../app/services'
import { selectMember } from '../../machines/session/selectors'
import { useContentLanguage } from '../useContentLanguage'

/** The member's favourite games; a visitor has none. Starring is useFavouriteToggle's, which loads with a member's first star. */
export function useFavourites() {
  const { queries, session } = useServices()
  const member = useSelector(session, selectMember)
  const lang = useContentLanguage()
  const options = queries.memberGames.favourites(member?.id ?? 0, lang)
  const favourites = useQuery({ ...options, enabled: member !== null })
  const games = member ? (favourites.data?.games ?? []) : []
  return {
    member,
    lang,
    queryKey: options.queryKey,
    games,
    isFavourite: (gameId: number) => games.some((game) => game.id === gameId),
  }
}
