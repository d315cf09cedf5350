import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import Cookies from 'js-cookie'
import { useEffect, useState } from 'react'
import { useServices } from '../../app/services'
import { useContentLanguage } from '../useContentLanguage'
import { nextNewsPopup } from './newsPopups'

/** How long the home page stays untouched before the news pop-ups may open. */
const NEWS_POPUP_DELAY_MS = 1500

/**
 * Whether the visitor left the home page alone long enough for pop-ups: a visitor who clicks or
 * types first came to do something, and a pop-up would only get in the way (this visit).
 */
function useUntouchedFor(ms: number): boolean {
  const [state, setState] = useState<'waiting' | 'untouched' | 'busy'>('waiting')
  useEffect(() => {
    if (state !== 'waiting') return
    const busy = () => setState('busy')
    const timer = setTimeout(() => setState('untouched'), ms)
    document.addEventListener('pointerdown', busy, true)
    document.addEventListener('keydown', busy, true)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('pointerdown', busy, true)
      document.removeEventListener('keydown', busy, true)
    }
  }, [ms, state])
  return state === 'untouched'
}

/**
 * On the home page, once the visitor has left it untouched for a moment: whenever no dialog is
 * open, opens the next news pop-up the visitor has not seen today. Each pop-up sets its own flag
 * cookie when it shows, so the next check moves on.
 */
export function useNewsPopups(): void {
  const { queries, dialogs } = useServices()
  const lang = useContentLanguage()
  const { data } = useQuery(queries.content.announcements(lang))
  const noDialog = useSelector(dialogs, (s) => s.matches('closed'))
  const untouched = useUntouchedFor(NEWS_POPUP_DELAY_MS)
  useEffect(() => {
    if (!untouched || !noDialog || !data) return
    const next = nextNewsPopup(data.announcements, (name) => Cookies.get(name) !== undefined)
    if (next) dialogs.send({ type: 'dialog.open', ...next })
  }, [untouched, noDialog, data, dialogs])
}
