import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { PromotionSummary } from '../../shared/calls/content'
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../shared/promotions/banner'
import { PromotionPeriod } from './PromotionPeriod'

export function PromotionCard({ promotion, eager }: { promotion: PromotionSummary; eager: boolean }) {
  const { t } = useTranslation()
  return (
    <article className="promotion-card" aria-labelledby={`promotion-${promotion.slug}`}>
      <img className="banner" src={promotion.banner} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className="promotion-card-body">
        <span className="promotion-category">{t(`promotions.category.${promotion.category}`)}</span>
        <h2 id={`promotion-${promotion.slug}`}>
          <Link to="/promotions/$" params={{ _splat: promotion.slug }}>
            {promotion.title}
          </Link>
        </h2>
        <p>{promotion.summary}</p>
        <PromotionPeriod promotion={promotion} />
      </div>
    </article>
  )
}
