// The lobby's reads: the category tree with game counts, a page of a category's games (by provider,
// by a name search) and the featured rows, each game named in the asked language.
import { sql, type Kysely } from 'kysely'
import type { Game } from '../../src/shared/calls/games'
import type { RequestOf, ResponseOf } from '../../src/shared/contract'
import type { ContentLanguage } from '../db/contentSchema'
import type { DB } from '../db/schema'
import { pick } from './translated'

const FEATURED_COUNT = 12

/** The games query with everything a game answer needs; callers add filters, order and limits. */
export function gamesQuery(db: Kysely<DB>) {
  return db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .innerJoin('game_categories', 'game_categories.id', 'games.category_id')
    .select([
      'games.id',
      'games.slug',
      'games.name',
      'games.image',
      'games.hot',
      'games.is_new',
      'game_providers.slug as providerSlug',
      'game_providers.name as providerName',
      'game_categories.path as categoryPath',
    ])
}

type GameRow = Awaited<ReturnType<ReturnType<typeof gamesQuery>['execute']>>[number]

export function toGame(row: GameRow, lang: ContentLanguage): Game {
  return {
    id: row.id,
    slug: row.slug,
    name: pick(row.name, lang),
    provider: { slug: row.providerSlug, name: row.providerName },
    category: row.categoryPath,
    image: row.image,
    hot: row.hot,
    new: row.is_new,
  }
}

/** `%` and `_` typed by a visitor are letters, not wildcards. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export async function categoryList(db: Kysely<DB>, lang: ContentLanguage): Promise<ResponseOf<'getCategoryList'>> {
  const categories = await db.selectFrom('game_categories').select(['id', 'path', 'parent_id', 'name']).orderBy('parent_id', 'asc').orderBy('position').execute()
  const counts = await db.selectFrom('games').select(['category_id', db.fn.countAll<string>().as('count')]).groupBy('category_id').execute()
  const direct = new Map(counts.map((c) => [c.category_id, Number(c.count)]))
  const pathOf = new Map(categories.map((c) => [c.id, c.path]))
  return {
    categories: categories.map((category) => ({
      path: category.path,
      parent: category.parent_id === null ? null : (pathOf.get(category.parent_id) ?? null),
      name: pick(category.name, lang),
      gameCount: categories
        .filter((c) => c.path === category.path || c.path.startsWith(`${category.path}/`))
        .reduce((sum, c) => sum + (direct.get(c.id) ?? 0), 0),
    })),
  }
}

/** A page of the category's games, or null when there is no such category. */
export async function gameList(db: Kysely<DB>, input: RequestOf<'getGameList'>, lang: ContentLanguage): Promise<ResponseOf<'getGameList'> | null> {
  const category = await db.selectFrom('game_categories').select('id').where('path', '=', input.category).executeTakeFirst()
  if (!category) return null

  // Paths are slugs joined by '/', so they hold no LIKE wildcards.
  const inCategory = (query: ReturnType<typeof gamesQuery>) =>
    query.where((eb) => eb.or([eb('game_categories.path', '=', input.category), eb('game_categories.path', 'like', `${input.category}/%`)]))
  let filtered = inCategory(gamesQuery(db))
  if (input.provider) filtered = filtered.where('game_providers.slug', '=', input.provider)
  if (input.search) {
    filtered = filtered.where(sql<string>`coalesce(games.name->>${lang}, games.name->>'en')`, 'ilike', containsPattern(input.search))
  }

  const [rows, total, providers] = await Promise.all([
    filtered
      .orderBy('games.position')
      .orderBy('game_categories.path')
      .orderBy('games.id')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    filtered.clearSelect().select(db.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    inCategory(gamesQuery(db))
      .clearSelect()
      .select(['game_providers.slug', 'game_providers.name', db.fn.countAll<string>().as('count')])
      .groupBy(['game_providers.slug', 'game_providers.name'])
      .orderBy('game_providers.name')
      .execute(),
  ])
  return {
    games: rows.map((row) => toGame(row, lang)),
    total: Number(total.count),
    page: input.page,
    pageSize: input.pageSize,
    providers: providers.map((p) => ({ slug: p.slug, name: p.name, gameCount: Number(p.count) })),
  }
}

export async function featuredGameList(db: Kysely<DB>, lang: ContentLanguage): Promise<ResponseOf<'getFeaturedGameList'>> {
  const [hot, fresh] = await Promise.all([
    gamesQuery(db).where('games.hot', '=', true).orderBy('games.id').limit(FEATURED_COUNT).execute(),
    gamesQuery(db).where('games.is_new', '=', true).orderBy('games.created_at', 'desc').orderBy('games.id').limit(FEATURED_COUNT).execute(),
  ])
  return { hot: hot.map((row) => toGame(row, lang)), new: fresh.map((row) => toGame(row, lang)) }
}
