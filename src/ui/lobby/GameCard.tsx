import { useTranslation } from 'react-i18next'
import type { Game } from '../../shared/calls/games'
import { TILE_ART_HEIGHT, TILE_ART_WIDTH } from '../../shared/lobby/tile'
import { FavouriteButton } from './FavouriteButton'

/** A game tile. Its button is named by the game's visible name alone (what a voice-control user says);
 *  the provider and the tag are read after it, and the whole tile is the button's click area. */
export function GameCard({ game, eager, onOpen }: { game: Game; eager: boolean; onOpen: (game: Game) => void }) {
  const { t } = useTranslation()
  return (
    <div className="game-card">
      <img
        src={game.image}
        alt=""
        width={TILE_ART_WIDTH}
        height={TILE_ART_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <button type="button" className="game-name" onClick={() => onOpen(game)}>
        {game.name}
      </button>
      <span className="game-provider">{game.provider.name}</span>
      {(game.hot || game.new) && <span className="game-tag">{game.hot ? t('lobby.tag_hot') : t('lobby.tag_new')}</span>}
      <FavouriteButton gameId={game.id} gameName={game.name} />
    </div>
  )
}
