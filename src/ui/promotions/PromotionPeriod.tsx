import { useTranslation } from 'react-i18next'
import type { PromotionSummary } from '../../shared/calls/content'
import { useFormat } from '../useFormat'

export function PromotionPeriod({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation()
  const { date } = useFormat()
  return (
    <p className="promotion-period">
      {promotion.endsAt
        ? t('promotions.period', { start: date(promotion.startsAt), end: date(promotion.endsAt) })
        : t('promotions.period_open', { start: date(promotion.startsAt) })}
    </p>
  )
}
