import { share, type RandomInt } from './random'

// The demo baccarat table: punto banco from a freshly shuffled eight-deck shoe every round, with
// the standard drawing rules. Player pays 1:1, banker 0.95:1 (5 % commission), tie 8:1; a tie
// returns player and banker bets. The stated returns are the eight-deck figures.

export const baccaratBets = ['player', 'banker', 'tie'] as const
export type BaccaratBet = (typeof baccaratBets)[number]
export type BaccaratWinner = BaccaratBet

/** Return to player per bet, in basis points (eight decks, tie 8:1). */
export const BACCARAT_RTP_BASIS_POINTS: Record<BaccaratBet, number> = { player: 9_876, banker: 9_894, tie: 8_564 }

const DECKS = 8
const CARDS_PER_DECK = 52

export type Card = {
  /** 1 (ace) to 13 (king). */
  rank: number
  /** 0 to 3: spades, hearts, diamonds, clubs. */
  suit: number
}

function cardValue({ rank }: Card): number {
  return rank >= 10 ? 0 : rank
}

export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0) % 10
}

/** Draws cards one by one from an eight-deck shoe without putting any back. */
function shoe(random: RandomInt): () => Card {
  const dealt = new Set<number>()
  const size = DECKS * CARDS_PER_DECK
  return () => {
    let index = random(size)
    while (dealt.has(index)) index = random(size)
    dealt.add(index)
    const inDeck = index % CARDS_PER_DECK
    return { rank: (inDeck % 13) + 1, suit: Math.floor(inDeck / 13) }
  }
}

/** Whether the banker draws a third card, given its total and the player's third card (if any). */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5
  const p = cardValue(playerThird)
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true
    case 3:
      return p !== 8
    case 4:
      return p >= 2 && p <= 7
    case 5:
      return p >= 4 && p <= 7
    case 6:
      return p === 6 || p === 7
    default:
      return false
  }
}

export type BaccaratHand = {
  player: Card[]
  banker: Card[]
  playerTotal: number
  bankerTotal: number
  winner: BaccaratWinner
}

export function dealBaccarat(random: RandomInt): BaccaratHand {
  const draw = shoe(random)
  const player = [draw(), draw()]
  const banker = [draw(), draw()]
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8
  if (!natural) {
    let playerThird: Card | null = null
    if (handTotal(player) <= 5) {
      playerThird = draw()
      player.push(playerThird)
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(draw())
  }
  const playerTotal = handTotal(player)
  const bankerTotal = handTotal(banker)
  const winner: BaccaratWinner = playerTotal === bankerTotal ? 'tie' : playerTotal > bankerTotal ? 'player' : 'banker'
  return { player, banker, playerTotal, bankerTotal, winner }
}

/** What a bet returns, in percent of the stake, once the winner is known. */
export function baccaratPercent(bet: BaccaratBet, winner: BaccaratWinner): number {
  if (bet === 'tie') return winner === 'tie' ? 900 : 0
  if (winner === 'tie') return 100
  if (bet !== winner) return 0
  return bet === 'player' ? 200 : 195
}

export function baccaratRound(stake: number, bet: BaccaratBet, random: RandomInt): { outcome: BaccaratHand & { bet: BaccaratBet }; payout: number } {
  const hand = dealBaccarat(random)
  return { outcome: { ...hand, bet }, payout: share(stake, baccaratPercent(bet, hand.winner)) }
}
