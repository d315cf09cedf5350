// The answers the server put into the page for its first screen (server/routes/firstScreen.ts). Each
// is given out once, to the first call with that name and input in that language; the next such call
// goes to the network as usual, so nothing is served stale beyond the first render.
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenAnswers, type FirstScreenRead } from '../shared/firstScreen'

export interface FirstScreen {
  take(read: FirstScreenRead, lang: string): { answer: unknown } | null
}

/** Inputs are built by the same functions on both ends, so equal inputs serialise alike. */
const sameRead = (a: FirstScreenRead, b: FirstScreenRead) => a.name === b.name && JSON.stringify(a.input ?? null) === JSON.stringify(b.input ?? null)

export function readFirstScreen(doc: Document): FirstScreen {
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
    take(read, lang) {
      if (lang !== given?.lang) return null
      const index = answers.findIndex((candidate) => sameRead(candidate, read))
      if (index < 0) return null
      const [taken] = answers.splice(index, 1)
      return { answer: taken!.answer }
    },
  }
}
