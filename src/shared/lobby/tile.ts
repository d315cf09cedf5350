// A game tile's art, shared by the app's grid (GameCard, GameGrid) and the lobby the server draws
// for a first visit (server/routes/lobbyShell.ts), so both reserve the same space.

/** The art's intrinsic size, so the grid reserves its space before the image arrives (no layout shift). */
export const TILE_ART_WIDTH = 240
export const TILE_ART_HEIGHT = 180

/** Images of the first row or two load at once; the rest only as they scroll near. */
export const EAGER_TILES = 4
