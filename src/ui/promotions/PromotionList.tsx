import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { promotionCategories } from '../../shared/calls/content'
import { useServices } from '../../app/services'
import { useContentLanguage } from '../useContentLanguage'
import { PromotionCard } from './PromotionCard'

type Filter = (typeof promotionCategories)[number] | 'all'

/** The live promotions, filtered by category. */
export function PromotionList() {
  const { queries } = useServices()
  const { t } = useTranslation()
  const lang = useContentLanguage()
  const { data } = useSuspenseQuery(queries.content.promotions(lang))
  const [filter, setFilter] = useState<Filter>('all')
  const shown = data.promotions.filter((p) => filter === 'all' || p.category === filter)
  const filters: Filter[] = ['all', ...promotionCategories.filter((c) => data.promotions.some((p) => p.category === c))]
  return (
    <>
      <div className="chip-row" role="group" aria-label={t('promotions.filter')}>
        {filters.map((f) => (
          <button key={f} type="button" className="chip" aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {f === 'all' ? t('promotions.all') : t(`promotions.category.${f}`)}
          </button>
        ))}
      </div>
      <div className="promotion-list">
        {shown.map((promotion, index) => (
          <PromotionCard key={promotion.slug} promotion={promotion} eager={index < 2} />
        ))}
      </div>
    </>
  )
}
