// The tables of migration 024, part of the database's `DB` type.

interface FavouriteGamesTable {
  member_id: number
  game_id: number
  created_at: Date
}

interface RecentGamesTable {
  member_id: number
  game_id: number
  /** The last time the member opened the game; one row per game, moved forward on each opening. */
  opened_at: Date
}

export interface MemberGameTables {
  favourite_games: FavouriteGamesTable
  recent_games: RecentGamesTable
}
