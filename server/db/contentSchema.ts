import type { ColumnType, Generated } from 'kysely'

export const contentLanguages = ['kr', 'tw', 'en', 'vn'] as const
export type ContentLanguage = (typeof contentLanguages)[number]

/** A text in every language the site speaks; stored as jsonb, written as its JSON string. */
export type Translated = Record<ContentLanguage, string>
type TranslatedColumn = ColumnType<Translated, string, string>

export interface MediaTable {
  path: string
  content_type: string
  body: string
  created_at: Date
}

interface GameProvidersTable {
  id: Generated<number>
  slug: string
  name: string
}

interface GameCategoriesTable {
  id: Generated<number>
  path: string
  parent_id: number | null
  position: number
  name: TranslatedColumn
}

interface GamesTable {
  id: Generated<number>
  slug: string
  name: TranslatedColumn
  provider_id: number
  category_id: number
  position: number
  hot: boolean
  is_new: boolean
  image: string
  created_at: Date
}

interface AnnouncementsTable {
  id: Generated<number>
  kind: 'text' | 'image'
  title: TranslatedColumn
  html: TranslatedColumn
  image: string | null
  published_at: Date
}

export interface PromotionsTable {
  id: Generated<number>
  slug: string
  category: 'welcome' | 'reload' | 'rebate' | 'event'
  title: TranslatedColumn
  summary: TranslatedColumn
  terms_html: TranslatedColumn
  banner: string
  starts_at: Date
  ends_at: Date | null
  action: 'register' | 'deposit' | 'claim'
  featured: boolean
  position: number
}

interface QaTopicsTable {
  id: Generated<number>
  slug: string
  position: number
  name: TranslatedColumn
}

interface QaItemsTable {
  id: Generated<number>
  topic_id: number
  position: number
  question: TranslatedColumn
  answer: TranslatedColumn
}

interface LegalPagesTable {
  page: 'privacy' | 'terms' | 'responsible'
  intro: TranslatedColumn
  html: TranslatedColumn
  updated_at: Date
}

/** The content tables of migration 003, part of the database's `DB` type. */
export interface ContentTables {
  media: MediaTable
  game_providers: GameProvidersTable
  game_categories: GameCategoriesTable
  games: GamesTable
  announcements: AnnouncementsTable
  promotions: PromotionsTable
  qa_topics: QaTopicsTable
  qa_items: QaItemsTable
  legal_pages: LegalPagesTable
}
