import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useContentLanguage } from '../useContentLanguage'
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../shared/promotions/banner'
import { heroPromotions } from '../../shared/promotions/heroOrder'

/** The home hero's promotions: the featured one first, opening PromotionPop; the others link to their page. */
export function HeroPromotions() {
  const { queries, dialogs } = useServices()
  const { t } = useTranslation()
  const lang = useContentLanguage()
  const { data } = useQuery(queries.content.promotions(lang))
  const promotions = heroPromotions(data?.promotions ?? [])
  return (
    <ul className="hero-promotions" aria-label={t('home.current_promotions')}>
      {promotions.map((promotion, index) => (
        <li key={promotion.slug}>
          {promotion.featured ? (
            <button type="button" className="hero-promotion" onClick={() => dialogs.send({ type: 'dialog.open', name: 'PromotionPop', props: { slug: promotion.slug } })}>
              <HeroBanner src={promotion.banner} first={index === 0} />
              <span>{promotion.title}</span>
            </button>
          ) : (
            <Link to="/promotions/$" params={{ _splat: promotion.slug }} className="hero-promotion">
              <HeroBanner src={promotion.banner} first={index === 0} />
              <span>{promotion.title}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

function HeroBanner({ src, first }: { src: string; first: boolean }) {
  // The first banner is in the first screen: fetched at once and early; the others wait their turn.
  return <img className="banner" src={src} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} decoding="async" />
}
