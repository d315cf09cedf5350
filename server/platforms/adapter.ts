import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema'
import type { DemoGame } from '../db/gameSchema'

// What the server needs of a game platform (a provider): a real provider's integration implements
// this over its API, the demo platforms (demoPlatform.ts) inside this server. Transfers carry a
// reference the platform applies at most once, so a transfer sent again after a lost answer (the
// member's retry with the same Idempotency-Key derives the same reference) cannot apply twice, and
// reconciliation can ask what became of one whose answer never came.

type PlatformStatus = 'available' | 'maintenance'

/** Where a platform inside this server keeps its book; an adapter calling a remote platform ignores it. */
export type PlatformBook = Kysely<DB> | Transaction<DB>

export interface PlatformTransferOrder {
  /** Applied at most once by the platform. */
  ref: string
  memberId: number
  /** 'in': from the member's main balance onto the platform; 'out': back. */
  direction: 'in' | 'out'
  amount: number
  at: Date
}

/** 'applied': the platform confirmed it. 'refused': it confirmed it did not apply it. 'no_answer': unknown. */
export type TransferAnswer = 'applied' | 'refused' | 'no_answer'
/** What the platform says, when asked later, became of a transfer. */
type TransferStatus = 'applied' | 'not_applied' | 'unknown'

interface GameSessionStart {
  /** The game session's token: the game's page sends it with every round. */
  token: string
  game: DemoGame
}

export interface PlatformAdapter {
  status(): PlatformStatus
  /** The member's balance on the platform, in minor units. */
  balance(book: PlatformBook, memberId: number): Promise<number>
  /** The game's page for a new game session: absolute, or a path on this server's host. */
  launch(session: GameSessionStart): string
  transfer(book: PlatformBook, order: PlatformTransferOrder): Promise<TransferAnswer>
  transferStatus(book: PlatformBook, ref: string): Promise<TransferStatus>
}
