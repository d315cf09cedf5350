import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { MegaphoneIcon } from '../icons/MegaphoneIcon'
import { useContentLanguage } from '../useContentLanguage'
import { useMovesWhenSettled } from './useMovesWhenSettled'

const TICKER_COUNT = 5

/** The latest announcement titles scrolling in one line; each opens the announcement list. */
export function AnnouncementTicker() {
  const { queries } = useServices()
  const { t } = useTranslation()
  const lang = useContentLanguage()
  const { data } = useQuery(queries.content.announcements(lang))
  const { ref, moving } = useMovesWhenSettled<HTMLElement>()
  const latest = data?.announcements.slice(0, TICKER_COUNT) ?? []
  return (
    <section ref={ref} className="ticker" aria-label={t('announcement.ticker')} data-moving={moving || undefined}>
      <span className="ticker-label">
        <MegaphoneIcon />
      </span>
      <div className="ticker-window">
        {/* The titles twice in a row, so the loop scrolls on without a gap; screen readers get them once. */}
        <ul className="ticker-track">
          {[...latest, ...latest].map((a, index) => (
            <li key={`${a.id}-${index}`} aria-hidden={index >= latest.length || undefined}>
              <Link to="/announcement" tabIndex={index >= latest.length ? -1 : undefined}>
                {a.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
