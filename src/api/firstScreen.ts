// The answers the server put into the page for its first screen (server/routes/firstScreen.ts). Each
// is given out once, to the first call with that name and input in that language; the next such call
// goes to the network as usual, so nothing is served stale beyond the first render. A member's answers
// go only to the session the page was asked for with, and only while the page is new: a balance read
// at the page's request is not one to show a minute later, nor to a member who signed in after.
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenAnswers, type FirstScreenRead } from '../shared/firstScreen'

/** How long after the page's start a member's answer may still be given. */
export const MEMBER_ANSWER_MS = 15_000

export interface FirstScreen {
  take(read: FirstScreenRead, lang: string, token: string): { answer: unknown } | null
}

export interface PageSession {
  /** The session token the page was asked for with (the token cookie as the page starts). */
  token: string
  /** Milliseconds since the page started (performance.now). */
  age: () => number
}

/** Inputs are built by the same functions on both ends, so equal inputs serialise alike. */
const sameRead = (a: FirstScreenRead, b: FirstScreenRead) => a.name === b.name && JSON.stringify(a.input ?? null) === JSON.stringify(b.input ?? null)

export function readFirstScreen(doc: Document, pageSession: PageSession): FirstScreen {
  const element = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)
  let given: FirstScreenAnswers | null = null
  try {
    given = element?.textContent ? (JSON.parse(element.textContent) as FirstScreenAnswers) : null
  } catch {
    // A page cut short in transit: the calls go to the network.
  }
  element?.remove()
  const answers = [...(given?.answers ?? [])]
  return {
    take(read, lang, token) {
      if (lang !== given?.lang) return null
      const index = answers.findIndex((candidate) => sameRead(candidate, read))
      if (index < 0) return null
      const [taken] = answers.splice(index, 1)
      if (taken!.member && (token === '' || token !== pageSession.token || pageSession.age() > MEMBER_ANSWER_MS)) return null
      return { answer: taken!.answer }
    },
  }
}
