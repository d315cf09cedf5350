import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import type { ApiError } from '../../api/client'
import { keepFavourites } from '../../api/memberGameQueries'
import { useServices } from '../../app/services'
import { selectMember } from '../../machines/session/selectors'
import { useContentLanguage } from '../useContentLanguage'

/**
 * The member's favourite games and the star's toggle. A visitor has none; starring asks them to log
 * in first. A refused star (too many, offline) says why in a toast and changes nothing.
 */
export function useFavourites() {
  const { api, queries, session, dialogs, toasts } = useServices()
  const queryClient = useQueryClient()
  const member = useSelector(session, selectMember)
  const lang = useContentLanguage()
  const options = queries.memberGames.favourites(member?.id ?? 0, lang)
  const favourites = useQuery({ ...options, enabled: member !== null })
  const toggle = useMutation<Awaited<ReturnType<typeof api.setFavouriteGame>>, ApiError, { gameId: number; favourite: boolean }>({
    mutationFn: (change) => api.setFavouriteGame(change),
    onSuccess: (answer) => {
      queryClient.setQueryData(options.queryKey, answer)
      if (member) keepFavourites(member.id, lang, answer)
    },
    onError: (error) => toasts.send({ type: 'toast.show', toast: { type: 'error', msg: `back.errorCode.${error.body.errorMessage}`, values: error.body.errorValues } }),
  })
  const games = member ? (favourites.data?.games ?? []) : []
  return {
    games,
    /** Still reading them for the first time: no answer yet, none kept. */
    loading: member !== null && favourites.isPending,
    isFavourite: (gameId: number) => games.some((game) => game.id === gameId),
    busy: toggle.isPending,
    toggle: (gameId: number) => {
      if (!member) {
        dialogs.send({ type: 'dialog.open', name: 'Login' })
        return
      }
      toggle.mutate({ gameId, favourite: !games.some((game) => game.id === gameId) })
    },
  }
}
