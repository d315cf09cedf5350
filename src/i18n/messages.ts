// Which parts of each language's messages are in (locales.ts), and the rest of a language loaded
// once, by whatever first needs it: the language layer, a page beyond the first screen, a dialog,
// a toast.
import type { Language } from '../shared/languages'
import { showsOnlyFirstScreen } from '../shared/pageNeeds'
import { loadFirstScreen, loadRest } from './locales'

type Messages = Record<string, unknown>

export interface MessageParts {
  /** For the language layer: a language's messages, or only its first-screen part when this is the
   *  first load of a visit that opened on a first-screen page. */
  load(language: Language): Promise<Messages>
  /** Settles once the rest of the language's messages are in (loading them if nobody has yet). It
   *  never rejects: after a failure the keys show, as with a missing locale. A render gets that same
   *  settled answer again (asking anew on each render was a loop of requests, offline, until the
   *  network came back); a navigation or a language load (`retryFailure`) tries again. */
  complete(language: Language, options?: { retryFailure: boolean }): Promise<void>
}

export function createMessageParts(add: (language: Language, messages: Messages) => void, firstPath: string): MessageParts {
  const rests = new Map<Language, Promise<void>>()
  const failed = new Set<Language>()
  let firstLoad = true

  function complete(language: Language, { retryFailure } = { retryFailure: false }): Promise<void> {
    const known = rests.get(language)
    if (known && !(retryFailure && failed.has(language))) return known
    failed.delete(language)
    const rest = loadRest(language).then(
      (messages) => add(language, messages),
      (error: unknown) => {
        failed.add(language)
        console.error(`Could not load the rest of the ${language} messages`, error)
      },
    )
    rests.set(language, rest)
    return rest
  }

  async function load(language: Language): Promise<Messages> {
    const firstScreenOnly = firstLoad && showsOnlyFirstScreen(firstPath)
    firstLoad = false
    if (firstScreenOnly) return loadFirstScreen(language)
    const [first] = await Promise.all([loadFirstScreen(language), complete(language, { retryFailure: true })])
    return first
  }

  return { load, complete }
}
