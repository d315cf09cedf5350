import { useQuery } from '@tanstack/react-query'
import Cookies from 'js-cookie'
import { useEffect, useState } from 'react'
import { useServices } from '../../app/services'
import { useContentLanguage } from '../useContentLanguage'
import { newsPopupsOwed } from './newsPopups'

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
 * On the home page, once the visitor has left it untouched for a moment, offers the dialogs machine
 * every news pop-up the visitor has not seen today; its queue opens them one at a time. Each pop-up
 * sets its own flag cookie when it shows. Leaving the home page withdraws those still waiting.
 * A component of its own, rendering nothing: as a hook of the home page, the moment of "untouched"
 * rendered the whole page again in one synchronous task (37-47 ms without the 4x slowdown).
 */
export function NewsPopups(): null {
  const { queries, dialogs } = useServices()
  const lang = useContentLanguage()
  const { data } = useQuery(queries.content.announcements(lang))
  const untouched = useUntouchedFor(NEWS_POPUP_DELAY_MS)
  useEffect(() => {
    if (!untouched || !data) return
    // Read once: each read of document.cookie asks the browser again (2-6 ms of this task on this machine, read per name).
    const jar = Cookies.get()
    for (const offer of newsPopupsOwed(data.announcements, (name) => Object.hasOwn(jar, name))) dialogs.send({ type: 'dialog.offer', ...offer })
  }, [untouched, data, dialogs])
  useEffect(() => () => dialogs.send({ type: 'dialog.withdraw', names: ['AnnouncementPop', 'AnnouncementImgPop'] }), [dialogs])
  return null
}
