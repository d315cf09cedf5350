import { useTranslation } from 'react-i18next'
import type { Game } from '../../api/contract'

// The tile's intrinsic size, so the grid reserves its space before the image arrives (no layout shift).
const ART_WIDTH = 240
const ART_HEIGHT = 180

export function GameCard({ game, eager, onOpen }: { game: Game; eager: boolean; onOpen: (game: Game) => void }) {
  const { t } = useTranslation()
  return (
    <button type="button" className="game-card" onClick={() => onOpen(game)} aria-label={t('lobby.play', { name: game.name })}>
      <img
        src={game.image}
        alt=""
        width={ART_WIDTH}
        height={ART_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className="game-name">{game.name}</span>
      <span className="game-provider">{game.provider.name}</span>
      {(game.hot || game.new) && <span className="game-tag">{game.hot ? t('lobby.tag_hot') : t('lobby.tag_new')}</span>}
    </button>
  )
}
