import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { Game } from '../../shared/calls/games'
import { TILE_ART_HEIGHT, TILE_ART_WIDTH } from '../../shared/lobby/tile'
import { FavouriteButton } from './FavouriteButton'
import { whenNearScreen } from './nearScreen'

/** A game tile. Its button is named by the game's visible name alone (what a voice-control user says);
 *  the provider and the tag are read after it, and the whole tile is the button's click area. */
export function GameCard({ game, eager, onOpen }: { game: Game; eager: boolean; onOpen: (game: Game) => void }) {
  const { t } = useTranslation()
  // The art of a tile further down is asked for only as it nears the screen (nearScreen.ts), set on the
  // element itself: as state, every tile coming into view rendered its card again.
  const watch = useCallback(
    (img: HTMLImageElement | null) => (img && !eager ? whenNearScreen(img, () => (img.src = game.image)) : undefined),
    [eager, game.image],
  )
  return (
    <div className="game-card">
      <img ref={watch} src={eager ? game.image : undefined} alt="" width={TILE_ART_WIDTH} height={TILE_ART_HEIGHT} decoding="async" />
      <button type="button" className="game-name" onClick={() => onOpen(game)}>
        {game.name}
      </button>
      <span className="game-provider">{game.provider.name}</span>
      {(game.hot || game.new) && <span className="game-tag">{game.hot ? t('lobby.tag_hot') : t('lobby.tag_new')}</span>}
      <FavouriteButton gameId={game.id} gameName={game.name} />
    </div>
  )
}
