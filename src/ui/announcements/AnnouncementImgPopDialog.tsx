import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { newsImageCookie } from '../../app/storage'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { SafeHtml } from '../sanitize/SafeHtml'
import { useContentLanguage } from '../useContentLanguage'
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../shared/promotions/banner'
import { useFlagCookie } from './useFlagCookie'

export default function AnnouncementImgPopDialog({ props }: DialogComponentProps<'AnnouncementImgPop'>) {
  const { queries, dialogs } = useServices()
  const { t } = useTranslation()
  const lang = useContentLanguage()
  const { data } = useSuspenseQuery(queries.content.announcements(lang))
  const announcement = data.announcements.find((a) => a.id === props.id && a.image)
  useFlagCookie(announcement ? newsImageCookie(announcement.id) : null)
  if (!announcement?.image) return <p>{t('announcement.gone')}</p>
  return (
    <article className="news-pop">
      <img className="banner" src={announcement.image} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} />
      <h3>{announcement.title}</h3>
      <SafeHtml html={announcement.html} />
      <button type="button" className="button button-block" onClick={() => dialogs.send({ type: 'dialog.close' })}>
        {t('announcement.got_it')}
      </button>
    </article>
  )
}
