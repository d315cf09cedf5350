import type { Game } from '../../api/calls/games'
import { GameCard } from './GameCard'
import { useOpenGame } from './useOpenGame'

/** Images of the first row or two load at once; the rest only as they scroll near. */
const EAGER_COUNT = 4

export function GameGrid({ games, eagerCount = EAGER_COUNT }: { games: readonly Game[]; eagerCount?: number }) {
  const openGame = useOpenGame()
  return (
    <ul className="game-grid">
      {games.map((game, index) => (
        <li key={game.id}>
          <GameCard game={game} eager={index < eagerCount} onOpen={openGame} />
        </li>
      ))}
    </ul>
  )
}
