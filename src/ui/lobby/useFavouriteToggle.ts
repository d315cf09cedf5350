import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiError } from '../../api/client'
import { keepFavourites } from '../../api/memberGameQueries'
import { useServices } from '../../app/services'
import { useFavourites } from './useFavourites'

/** A member's star: a refused one (too many, offline) says why in a toast and changes nothing. */
export function useFavouriteToggle() {
  const { api, toasts } = useServices()
  const queryClient = useQueryClient()
  const favourites = useFavourites()
  const toggle = useMutation<Awaited<ReturnType<typeof api.setFavouriteGame>>, ApiError, { gameId: number; favourite: boolean }>({
    mutationFn: (change) => api.setFavouriteGame(change),
    onSuccess: (answer) => {
      queryClient.setQueryData(favourites.queryKey, answer)
      if (favourites.member) keepFavourites(favourites.member.id, favourites.lang, answer)
    },
    onError: (error) => toasts.send({ type: 'toast.show', toast: { type: 'error', msg: `back.errorCode.${error.body.errorMessage}`, values: error.body.errorValues } }),
  })
  return {
    busy: toggle.isPending,
    toggle: (gameId: number) => toggle.mutate({ gameId, favourite: !favourites.isFavourite(gameId) }),
  }
}
