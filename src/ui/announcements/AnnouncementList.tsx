import { useSuspenseQuery } from '@tanstack/react-query'
import { useServices } from '../../app/services'
import { SafeHtml } from '../sanitize/SafeHtml'
import { useContentLanguage } from '../useContentLanguage'
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../shared/promotions/banner'
import { AnnouncementDate } from './AnnouncementDate'

/** Every published announcement, newest first (the server's order). */
export function AnnouncementList() {
  const { queries } = useServices()
  const lang = useContentLanguage()
  const { data } = useSuspenseQuery(queries.content.announcements(lang))
  return (
    <ol className="news-list">
      {data.announcements.map((a, index) => (
        <li key={a.id}>
          <article className="news-item" aria-labelledby={`news-${a.id}`}>
            <h2 id={`news-${a.id}`}>{a.title}</h2>
            <AnnouncementDate iso={a.publishedAt} />
            {a.image && (
              <img className="banner" src={a.image} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} loading={index < 2 ? 'eager' : 'lazy'} />
            )}
            <SafeHtml html={a.html} />
          </article>
        </li>
      ))}
    </ol>
  )
}
