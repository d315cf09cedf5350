import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useContentLanguage } from '../useContentLanguage'
import { childrenOf, trailOf } from '../../shared/lobby/categoryTree'
import { GameGrid } from './GameGrid'
import { favouritesIn, gameRequest, LOBBY_PAGE_SIZE, type LobbySearch } from '../../shared/lobby/lobbySearch'
import { selectIsLoggedIn } from '../../machines/session/selectors'
import { RecentGames } from './RecentGames'
import { useFavourites } from './useFavourites'

const SEARCH_DELAY_MS = 300

/** The lobby of one category: the member's recently played games, its sub-categories, the provider,
 *  search and favourites filters, and a page of games (or every favourite that passes the filters). */
export function Lobby({ path, search }: { path: string; search: LobbySearch }) {
  const { queries, session } = useServices()
  const { t } = useTranslation()
  const lang = useContentLanguage()
  const navigate = useNavigate()
  const { data } = useSuspenseQuery(queries.content.categories(lang))
  // The previous page stays on screen while the next one loads, so filtering never blanks the grid.
  const games = useQuery({ ...queries.content.games(lang, gameRequest(path, search)), placeholderData: keepPreviousData })
  const trail = trailOf(data.categories, path)
  const top = trail[0]
  const [typed, setTyped] = useState(search.q ?? '')
  const searchId = useId()
  const providerId = useId()
  const loggedIn = useSelector(session, selectIsLoggedIn)
  const favourites = useFavourites()
  const onlyFavourites = loggedIn && search.favourites === true

  const setFilters = (next: LobbySearch) =>
    void navigate({ to: '/Categories/$', params: { _splat: path }, search: next, replace: true, resetScroll: false })

  useEffect(() => {
    const q = typed.trim()
    if (q === (search.q ?? '')) return
    const timer = setTimeout(() => setFilters({ provider: search.provider, q: q || undefined, favourites: search.favourites }), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
    // Only what the visitor types starts a search; the other filters are read as they are then.
  }, [typed])

  const list = games.data
  const shown = onlyFavourites ? favouritesIn(favourites.games, path, search) : list?.games
  const pages = list && !onlyFavourites ? Math.max(1, Math.ceil(list.total / LOBBY_PAGE_SIZE)) : 1
  const page = search.page ?? 1

  return (
    <>
      <nav aria-label={t('lobby.breadcrumb')} className="breadcrumb">
        <Link to="/">{t('nav.home')}</Link>
        {trail.map((category) => (
          <span key={category.path}>
            <span aria-hidden="true"> / </span>
            <Link to="/Categories/$" params={{ _splat: category.path }} activeOptions={{ exact: true, includeSearch: false }}>
              {category.name}
            </Link>
          </span>
        ))}
      </nav>
      <h1>{top?.name}</h1>
      <p className="page-intro">{t('lobby.intro')}</p>
      <RecentGames />

      {trail
        .filter((category) => childrenOf(data.categories, category.path).length > 0)
        .map((category) => (
          <nav key={category.path} aria-label={t('lobby.subcategories', { name: category.name })} className="chip-row">
            <Link to="/Categories/$" params={{ _splat: category.path }} className="chip" activeOptions={{ exact: true, includeSearch: false }}>
              {t('lobby.all')}
            </Link>
            {childrenOf(data.categories, category.path).map((child) => (
              <Link key={child.path} to="/Categories/$" params={{ _splat: child.path }} className="chip" activeOptions={{ includeSearch: false }}>
                {child.name}
              </Link>
            ))}
          </nav>
        ))}

      <form className="lobby-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={searchId}>{t('lobby.search')}</label>
          <input id={searchId} type="search" value={typed} maxLength={50} onChange={(e) => setTyped(e.target.value)} placeholder={t('lobby.search_placeholder')} />
        </div>
        <div className="field">
          <label htmlFor={providerId}>{t('lobby.provider')}</label>
          <select id={providerId} value={search.provider ?? ''} onChange={(e) => setFilters({ provider: e.target.value || undefined, q: search.q, favourites: search.favourites })}>
            <option value="">{t('lobby.all_providers')}</option>
            {list?.providers.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name} ({p.gameCount})
              </option>
            ))}
          </select>
        </div>
        {loggedIn && (
          <label className="checkbox lobby-favourites">
            <input
              type="checkbox"
              checked={onlyFavourites}
              onChange={(e) => setFilters({ provider: search.provider, q: search.q, favourites: e.target.checked ? true : undefined })}
            />
            {t('lobby.favourites_only')}
          </label>
        )}
      </form>

      <p className="result-count" role="status">
        {onlyFavourites
          ? t('lobby.favourite_count', { count: shown!.length })
          : list
            ? t('lobby.game_count', { count: list.total })
            : t('common.loading')}
      </p>
      {shown && shown.length === 0 && <p className="note">{onlyFavourites ? t('lobby.no_favourites') : t('lobby.no_games')}</p>}
      {shown && <GameGrid games={shown} />}

      {pages > 1 && (
        <nav aria-label={t('lobby.pages')} className="pager">
          {page > 1 ? (
            <Link to="/Categories/$" params={{ _splat: path }} search={{ ...search, page: page - 1 > 1 ? page - 1 : undefined }} className="button button-secondary">
              {t('lobby.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('lobby.page_of', { page, pages })}</span>
          {page < pages ? (
            <Link to="/Categories/$" params={{ _splat: path }} search={{ ...search, page: page + 1 }} className="button button-secondary">
              {t('lobby.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  )
}
