import { createFileRoute, notFound } from '@tanstack/react-router'
import { contentLanguage } from '../api/contentQueries'
import { findCategory } from '../shared/lobby/categoryTree'
import { Lobby } from '../ui/lobby/Lobby'
import { gameRequest, parseLobbySearch } from '../shared/lobby/lobbySearch'

// The lobby: the path names a category at any depth (category / provider / game type), as the
// server's category tree has it; anything else is a 404.
export const Route = createFileRoute('/_default/Categories/$')({
  staticData: { titleKey: 'lobby.title' },
  validateSearch: parseLobbySearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const lang = contentLanguage(context.language.getSnapshot())
    const path = (params._splat ?? '').replace(/\/+$/, '')
    const { categories } = await context.queryClient.ensureQueryData(context.queries.content.categories(lang))
    if (!findCategory(categories, path)) throw notFound()
    await context.queryClient.ensureQueryData(context.queries.content.games(lang, gameRequest(path, deps)))
  },
  component: LobbyRoute,
})

function LobbyRoute() {
  const { _splat = '' } = Route.useParams()
  const search = Route.useSearch()
  return <Lobby key={_splat} path={_splat.replace(/\/+$/, '')} search={search} />
}
