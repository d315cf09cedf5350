import { useTranslation } from 'react-i18next'
import type { PromotionSummary } from '../../api/calls/content'
import { dateTimeFormat } from '../format/money'
import { useFormat } from '../useFormat'

export function PromotionPeriod({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation()
  const { locale } = useFormat()
  const date = (iso: string) => dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso))
  return (
    <p className="promotion-period">
      {promotion.endsAt
        ? t('promotions.period', { start: date(promotion.startsAt), end: date(promotion.endsAt) })
        : t('promotions.period_open', { start: date(promotion.startsAt) })}
    </p>
  )
}
