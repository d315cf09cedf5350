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
  /** `member`: read with the session the page was asked for with, given only to that session and
   *  only while the page is new (src/api/firstScreen.ts). */
  answers: (FirstScreenRead & { answer: unknown; member?: true })[]
}
