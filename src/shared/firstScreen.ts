// The block of answers the server puts into the page for its first screen (server/routes/firstScreen.ts)
// and the site takes each of once (src/api/firstScreen.ts).
import type { CallName } from './contract'

export const FIRST_SCREEN_ELEMENT_ID = 'first-screen'

export interface FirstScreenRead {
  name: CallName
  /** The call's input; absent for a call that takes none. */
  input?: unknown
}

export interface FirstScreenAnswers {
  lang: string
  answers: (FirstScreenRead & { answer: unknown })[]
}
