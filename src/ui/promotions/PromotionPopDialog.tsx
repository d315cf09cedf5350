import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { useContentLanguage } from '../useContentLanguage'
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../shared/promotions/banner'
import { PromotionAction } from './PromotionAction'
import { PromotionPeriod } from './PromotionPeriod'

/** One promotion highlighted from the home page, with its call to action and a way to its terms. */
export default function PromotionPopDialog({ props }: DialogComponentProps<'PromotionPop'>) {
  const { queries, dialogs } = useServices()
  const { t } = useTranslation()
  const lang = useContentLanguage()
  const { data } = useSuspenseQuery(queries.content.promotions(lang))
  const promotion = data.promotions.find((p) => p.slug === props.slug)
  if (!promotion) return <p>{t('promotions.gone')}</p>
  const close = () => dialogs.send({ type: 'dialog.closeAll' })
  return (
    <article className="news-pop">
      <img className="banner" src={promotion.banner} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} />
      <h3>{promotion.title}</h3>
      <p>{promotion.summary}</p>
      <PromotionPeriod promotion={promotion} />
      <div className="button-row">
        <PromotionAction promotion={promotion} onNavigate={close} />
        <Link to="/promotions/$" params={{ _splat: promotion.slug }} className="button button-secondary" onClick={close}>
          {t('promotions.details')}
        </Link>
      </div>
    </article>
  )
}
