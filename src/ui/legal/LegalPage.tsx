import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { LegalPageName } from '../../shared/calls/content'
import { useServices } from '../../app/services'
import { PageHeader } from '../layout/PageHeader'
import { SafeHtml } from '../sanitize/SafeHtml'
import { useContentLanguage } from '../useContentLanguage'
import { useFormat } from '../useFormat'

/** A legal page as the operator publishes it, in the current language. */
export function LegalPage({ page, titleKey }: { page: LegalPageName; titleKey: string }) {
  const { queries } = useServices()
  const { t } = useTranslation()
  const { date } = useFormat()
  const lang = useContentLanguage()
  const { data } = useSuspenseQuery(queries.content.legalPage(lang, page))
  return (
    <article className="legal">
      <PageHeader titleKey={titleKey}>
        <p className="page-intro">{data.intro}</p>
        <p className="note">{t('legal.updated', { date: date(data.updatedAt) })}</p>
      </PageHeader>
      <SafeHtml html={data.html} />
    </article>
  )
}
