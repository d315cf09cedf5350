import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { NEWS_COOKIE } from '../../app/storage'
import { SafeHtml } from '../sanitize/SafeHtml'
import { useContentLanguage } from '../useContentLanguage'
import { AnnouncementDate } from './AnnouncementDate'
import { latestTextAnnouncements } from './newsPopups'
import { useFlagCookie } from './useFlagCookie'

export default function AnnouncementPopDialog() {
  const { queries, dialogs } = useServices()
  const { t } = useTranslation()
  const lang = useContentLanguage()
  const { data } = useSuspenseQuery(queries.content.announcements(lang))
  useFlagCookie(NEWS_COOKIE)
  return (
    <div className="news-pop">
      {latestTextAnnouncements(data.announcements).map((a) => (
        <article key={a.id} className="news-item">
          <h3>{a.title}</h3>
          <AnnouncementDate iso={a.publishedAt} />
          <SafeHtml html={a.html} />
        </article>
      ))}
      <div className="button-row">
        <button type="button" className="button" onClick={() => dialogs.send({ type: 'dialog.close' })}>
          {t('announcement.got_it')}
        </button>
        <Link to="/announcement" className="button button-secondary" onClick={() => dialogs.send({ type: 'dialog.closeAll' })}>
          {t('announcement.see_all')}
        </Link>
      </div>
    </div>
  )
}
