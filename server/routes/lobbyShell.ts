// A phone's largest paint in the lobby is its first game tile, which the app can draw only once its
// JavaScript has loaded, run and rendered. The server holds the lobby's content for the first visit
// (the category tree and the page of games it inlines, the locale file), so, as heroShell.ts does for
// the home page, the page it sends draws the top of the lobby under the header shell: the same
// elements and classes as Lobby, GameGrid and GameCard. Its links work before the JavaScript does;
// the filters and the game buttons need the app, so they are inert until it replaces them.
// tests/e2e/public.spec.ts checks both draw the lobby in the same place.
import type { Game, GameCategory, GameListRequest } from '../../src/shared/calls/games'
import type { ResponseOf } from '../../src/shared/contract'
import type { Language } from '../../src/shared/languages'
import { childrenOf, findCategory, trailOf } from '../../src/shared/lobby/categoryTree'
import { EAGER_TILES, TILE_ART_HEIGHT, TILE_ART_WIDTH } from '../../src/shared/lobby/tile'
import { escapeHtml } from '../service/plainText'
import { shellLink } from './shellLink'
import { shellText } from './shellMessages'

function categoryHref(path: string): string {
  return `/Categories/${path.split('/').map(encodeURIComponent).join('/')}`
}

function tile(game: Game, eager: boolean, text: (key: string) => string): string {
  const tag = game.hot ? text('lobby.tag_hot') : game.new ? text('lobby.tag_new') : null
  return (
    `<li><div class="game-card">` +
    `<img alt="" width="${TILE_ART_WIDTH}" height="${TILE_ART_HEIGHT}" loading="${eager ? 'eager' : 'lazy'}" decoding="async" src="${escapeHtml(game.image)}">` +
    `<button type="button" class="game-name">${escapeHtml(game.name)}</button>` +
    `<span class="game-provider">${escapeHtml(game.provider.name)}</span>` +
    (tag ? `<span class="game-tag">${escapeHtml(tag)}</span>` : '') +
    `</div></li>`
  )
}

/** The top of the lobby of `request.category`, as HTML for the page's first paint; empty for an unknown category. */
export function lobbyShell(language: Language, categories: readonly GameCategory[], request: GameListRequest, page: ResponseOf<'getGameList'>): string {
  const path = request.category
  if (!findCategory(categories, path)) return ''
  const text = (key: string, values: Record<string, string | number> = {}) => shellText(language, key, values)
  const trail = trailOf(categories, path)
  const top = trail[0]!

  const breadcrumb =
    `<nav aria-label="${escapeHtml(text('lobby.breadcrumb'))}" class="breadcrumb">${shellLink('/', text('nav.home'), { current: false })}` +
    trail.map((category) => `<span><span aria-hidden="true"> / </span>${shellLink(categoryHref(category.path), category.name, { current: category.path === path })}</span>`).join('') +
    `</nav>`
  const chipRows = trail
    .filter((category) => childrenOf(categories, category.path).length > 0)
    .map((category) => {
      const all = shellLink(categoryHref(category.path), text('lobby.all'), { className: 'chip', current: category.path === path })
      const children = childrenOf(categories, category.path).map((child) =>
        shellLink(categoryHref(child.path), child.name, { className: 'chip', current: path === child.path || path.startsWith(`${child.path}/`) }),
      )
      return `<nav aria-label="${escapeHtml(text('lobby.subcategories', { name: category.name }))}" class="chip-row">${all}${children.join('')}</nav>`
    })
    .join('')
  const providerOptions = page.providers
    .map((provider) => `<option value="${escapeHtml(provider.slug)}"${provider.slug === request.provider ? ' selected' : ''}>${escapeHtml(`${provider.name} (${provider.gameCount})`)}</option>`)
    .join('')
  const filters =
    `<form class="lobby-filters" role="search" inert>` +
    `<div class="field"><label for="lobby-shell-search">${escapeHtml(text('lobby.search'))}</label>` +
    `<input id="lobby-shell-search" maxlength="50" placeholder="${escapeHtml(text('lobby.search_placeholder'))}" type="search" value="${escapeHtml(request.search ?? '')}"></div>` +
    `<div class="field"><label for="lobby-shell-provider">${escapeHtml(text('lobby.provider'))}</label>` +
    `<select id="lobby-shell-provider"><option value="">${escapeHtml(text('lobby.all_providers'))}</option>${providerOptions}</select></div>` +
    `</form>`
  const games =
    page.games.length === 0
      ? `<p class="note">${escapeHtml(text('lobby.no_games'))}</p>`
      : `<ul class="game-grid" inert>${page.games.map((game, index) => tile(game, index < EAGER_TILES, text)).join('')}</ul>`

  return (
    `<main class="site-main">${breadcrumb}<h1>${escapeHtml(top.name)}</h1>` +
    `<p class="page-intro">${escapeHtml(text('lobby.intro'))}</p>${chipRows}${filters}` +
    `<p class="result-count" role="status">${escapeHtml(text('lobby.game_count', { count: page.total }))}</p>${games}</main>`
  )
}
