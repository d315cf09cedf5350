// Seeds the public site's content (migration 003) when it has none: the game catalogue with its
// generated artwork, announcements, promotions, Q&A and legal pages, each text in four languages.
import type { Kysely, Transaction } from 'kysely'
import { announcementSeeds } from './announcements'
import { createHash } from 'node:crypto'
import { gameArt } from './art/gameArt'
import { bannerArt } from './artwork'
import { categoryTree, providers, type CategorySeed } from './catalogue'
import { legalSeeds } from './legal'
import { legalPages } from '../../src/shared/calls/content'
import { promotionSeeds } from './promotions'
import { qaSeeds } from './qa'
import { pick, translated, type Texts } from './translated'
import type { Translated } from '../db/contentSchema'
import type { DB } from '../db/schema'

const DAY_MS = 86_400_000
const SVG = 'image/svg+xml'

function json(text: Texts): string {
  return JSON.stringify(translated(text))
}

function texts(build: (lang: number) => string): Texts {
  return [build(0), build(1), build(2), build(3)]
}

/** A game's artwork under a path naming its picture, so a redrawn picture never meets an old one in a cache. */
function gameArtPath(owner: string, path: string, slug: string, art: string): string {
  const version = createHash('sha256').update(art).digest('hex').slice(0, 8)
  return `/media/games/${owner}/${path.split('/').at(-1)}-${slug}-${version}.svg`
}

/** A game's picture and the path it is served under. */
function artOf(game: { slug: string; name: Partial<Translated>; categoryPath: string; providerSlug: string }): { path: string; art: string } {
  const art = gameArt(`${game.categoryPath}/${game.slug}`, pick(game.name, 'en'), game.categoryPath.split('/')[0] ?? '')
  return { path: gameArtPath(game.providerSlug, game.categoryPath, game.slug, art), art }
}

async function addMedia(trx: Transaction<DB>, path: string, body: string, at: Date): Promise<string> {
  await trx.insertInto('media').values({ path, content_type: SVG, body, created_at: at }).execute()
  return path
}

async function seedCatalogue(trx: Transaction<DB>, now: Date): Promise<void> {
  const providerIds = new Map<string, number>()
  for (const provider of providers) {
    const { id } = await trx.insertInto('game_providers').values(provider).returning('id').executeTakeFirstOrThrow()
    providerIds.set(provider.slug, id)
  }

  let gameIndex = 0
  async function addCategory(seed: CategorySeed, parent: { id: number; path: string } | null, position: number, providerSlug: string | null) {
    const path = parent ? `${parent.path}/${seed.slug}` : seed.slug
    const { id } = await trx
      .insertInto('game_categories')
      .values({ path, parent_id: parent?.id ?? null, position, name: json(seed.name) })
      .returning('id')
      .executeTakeFirstOrThrow()
    // The first level below a top category is always a provider.
    const owner = providerSlug ?? (parent ? seed.slug : null)
    for (const [i, game] of (seed.games ?? []).entries()) {
      const providerId = owner ? providerIds.get(owner) : undefined
      if (!owner || !providerId) throw new Error(`games of ${path} have no provider`)
      gameIndex += 1
      const { path: artPath, art } = artOf({ slug: game.slug, name: game.name, categoryPath: path, providerSlug: owner })
      const image = await addMedia(trx, artPath, art, now)
      await trx
        .insertInto('games')
        .values({
          slug: game.slug,
          name: JSON.stringify(game.name),
          provider_id: providerId,
          category_id: id,
          position: i,
          hot: gameIndex % 7 === 0,
          is_new: gameIndex % 11 === 0,
          image,
          created_at: new Date(now.getTime() - (gameIndex % 90) * DAY_MS),
        })
        .execute()
    }
    for (const [i, child] of (seed.children ?? []).entries()) await addCategory(child, { id, path }, i, owner)
  }
  for (const [i, category] of categoryTree.entries()) await addCategory(category, null, i, null)
}

async function seedArticles(trx: Transaction<DB>, now: Date): Promise<void> {
  for (const seed of announcementSeeds) {
    const image = seed.bannerFigure ? await addMedia(trx, `/media/announcements/${seed.slug}.svg`, bannerArt(seed.slug, seed.bannerFigure), now) : null
    await trx
      .insertInto('announcements')
      .values({
        kind: image ? 'image' : 'text',
        title: json(seed.title),
        html: json(seed.html),
        image,
        published_at: new Date(now.getTime() - seed.daysAgo * DAY_MS - 3_600_000),
      })
      .execute()
  }

  for (const [position, seed] of promotionSeeds.entries()) {
    const banner = await addMedia(trx, `/media/promotions/${seed.slug.replaceAll('/', '-')}.svg`, bannerArt(seed.slug, seed.bannerFigure), now)
    await trx
      .insertInto('promotions')
      .values({
        slug: seed.slug,
        category: seed.category,
        title: json(seed.title),
        summary: json(seed.summary),
        terms_html: json(seed.termsHtml),
        banner,
        starts_at: new Date(now.getTime() + seed.startsInDays * DAY_MS),
        ends_at: seed.endsInDays === null ? null : new Date(now.getTime() + seed.endsInDays * DAY_MS),
        action: seed.action,
        featured: seed.featured,
        position,
      })
      .execute()
  }

  for (const [position, topic] of qaSeeds.entries()) {
    const { id } = await trx
      .insertInto('qa_topics')
      .values({ slug: topic.slug, position, name: json(topic.name) })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const [i, item] of topic.items.entries()) {
      await trx.insertInto('qa_items').values({ topic_id: id, position: i, question: json(item.question), answer: json(item.answer) }).execute()
    }
  }

  for (const page of legalPages) {
    const seed = legalSeeds[page]
    const html = texts((lang) => seed.sections.map((s) => `<h2>${s.heading[lang]}</h2>${s.html[lang]}`).join(''))
    await trx.insertInto('legal_pages').values({ page, intro: json(seed.intro), html: json(html), updated_at: now }).execute()
  }
}

/**
 * A catalogue seeded by an older drawing of the artwork gets today's: each game whose picture is
 * drawn differently now gets the new one under its new path, and the old picture goes. One drawing
 * tells whether anything changed, so a start with today's artwork costs next to nothing.
 */
async function redrawChangedGameArt(db: Kysely<DB>, now: Date): Promise<void> {
  const games = await db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .innerJoin('game_categories', 'game_categories.id', 'games.category_id')
    .select(['games.id', 'games.slug', 'games.name', 'games.image', 'game_providers.slug as providerSlug', 'game_categories.path as categoryPath'])
    .orderBy('games.id')
    .execute()
  const first = games[0]
  if (!first || artOf(first).path === first.image) return
  await db.transaction().execute(async (trx) => {
    for (const game of games) {
      const { path, art } = artOf(game)
      if (path === game.image) continue
      await trx.insertInto('media').values({ path, content_type: SVG, body: art, created_at: now }).onConflict((oc) => oc.column('path').doNothing()).execute()
      await trx.updateTable('games').set({ image: path }).where('id', '=', game.id).execute()
      await trx.deleteFrom('media').where('path', '=', game.image).execute()
    }
  })
}

/** Adds the content when the catalogue is empty and returns true; otherwise brings its game artwork up to date. */
export async function seedContentIfEmpty(db: Kysely<DB>, now: Date): Promise<boolean> {
  const existing = await db.selectFrom('game_categories').select('id').limit(1).executeTakeFirst()
  if (existing) {
    await redrawChangedGameArt(db, now)
    return false
  }
  await db.transaction().execute(async (trx) => {
    await seedCatalogue(trx, now)
    await seedArticles(trx, now)
  })
  return true
}
