import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { SafeHtml } from '../sanitize/SafeHtml'
import { useContentLanguage } from '../useContentLanguage'
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../shared/promotions/banner'
import { PromotionAction } from './PromotionAction'
import { PromotionPeriod } from './PromotionPeriod'

export function PromotionDetail({ slug }: { slug: string }) {
  const { queries } = useServices()
  const { t } = useTranslation()
  const lang = useContentLanguage()
  const { data: promotion } = useSuspenseQuery(queries.content.promotion(lang, slug))
  return (
    <article className="promotion-detail">
      <nav aria-label={t('lobby.breadcrumb')} className="breadcrumb">
        <Link to="/promotions">{t('promotions.title')}</Link>
        <span aria-hidden="true"> / </span>
        {t(`promotions.category.${promotion.category}`)}
      </nav>
      <img className="banner" src={promotion.banner} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} fetchPriority="high" />
      <h1>{promotion.title}</h1>
      <PromotionPeriod promotion={promotion} />
      <p className="page-intro">{promotion.summary}</p>
      <div className="button-row">
        <PromotionAction promotion={promotion} />
      </div>
      <section aria-labelledby="promotion-terms">
        <h2 id="promotion-terms">{t('promotions.terms')}</h2>
        <SafeHtml html={promotion.termsHtml} />
      </section>
    </article>
  )
}
