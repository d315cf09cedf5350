import type { Game } from '../../shared/calls/games'
import { GameCard } from './GameCard'
import { EAGER_TILES } from '../../shared/lobby/tile'
import { useOpenGame } from './useOpenGame'

export function GameGrid({ games, eagerCount = EAGER_TILES }: { games: readonly Game[]; eagerCount?: number }) {
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
