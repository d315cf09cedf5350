// Opening a game from /launchLoading?gameId=…: wait for the session, ask a visitor to log in, ask the
// server to launch it, offer a transfer first when a transfer-wallet member has nothing on the
// game's platform, then go to the game.

export interface LaunchInput {
  gameId: number
}

/** What the server answered to a launch. */
export type LaunchAnswer =
  | { kind: 'play'; url: string; game: string; platform: string }
  | { kind: 'transfer_first'; game: string; platform: string; platformName: string }

export interface LaunchFailure {
  /** back.errorCode.<code> */
  code: string
  values: Record<string, string | number>
}

/** What the launch actor throws, so the machine can show why. */
export class LaunchError extends Error {
  constructor(readonly failure: LaunchFailure) {
    super(failure.code)
    this.name = 'LaunchError'
  }
}

export interface LaunchContext extends LaunchInput {
  /** The game's name and platform, once the server named them. */
  game: string | null
  platform: string | null
  platformName: string | null
  /** The game's page, once launched. */
  url: string | null
  failure: LaunchFailure | null
}

export type LaunchEvent =
  /** The session settled with a member. */
  | { type: 'launch.member' }
  /** The session settled with nobody logged in. */
  | { type: 'launch.visitor' }
  /** Money arrived on the game's platform. */
  | { type: 'launch.funded' }
  /** The member asks for the transfer dialog again. */
  | { type: 'launch.transfer' }
  | { type: 'launch.retry' }
