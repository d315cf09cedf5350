import { createFileRoute, Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { contentLanguage } from '../api/contentQueries'
import { useServices } from '../app/services'
import { selectIsLoggedIn } from '../machines/session/selectors'
import { AnnouncementTicker } from '../ui/announcements/AnnouncementTicker'
import { NewsPopups } from '../ui/announcements/NewsPopups'
import { CategoryGrid } from '../ui/lobby/CategoryGrid'
import { FeaturedGames } from '../ui/lobby/FeaturedGames'
import { RecentGames } from '../ui/lobby/RecentGames'
import { HeroPromotions } from '../ui/promotions/HeroPromotions'

export const Route = createFileRoute('/_default/')({
  staticData: { titleKey: 'home.title' },
  // Everything the first screen shows is in before it renders, so nothing moves once it is up.
  loader: ({ context }) => {
    const lang = contentLanguage(context.language.getSnapshot())
    const { queryClient, queries } = context
    return Promise.all([
      queryClient.ensureQueryData(queries.content.promotions(lang)),
      queryClient.ensureQueryData(queries.content.announcements(lang)),
      queryClient.ensureQueryData(queries.content.categories(lang)),
      queryClient.ensureQueryData(queries.content.featuredGames(lang)),
    ])
  },
  component: HomePage,
})

function HomePage() {
  const { session, dialogs } = useServices()
  const { t } = useTranslation()
  const loggedIn = useSelector(session, selectIsLoggedIn)
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('home.hero_title')}</h1>
        <p>{t('home.hero_text')}</p>
        <HeroPromotions />
        <div className="button-row">
          {loggedIn ? (
            <Link to="/member" className="button">
              {t('home.to_member')}
            </Link>
          ) : (
            <>
              <button type="button" className="button" onClick={() => dialogs.send({ type: 'dialog.open', name: 'Register' })}>
                {t('home.cta_register')}
              </button>
              <button type="button" className="button button-secondary" onClick={() => dialogs.send({ type: 'dialog.open', name: 'Login' })}>
                {t('home.cta_login')}
              </button>
            </>
          )}
          <Link to="/promotions" className="button button-secondary">
            {t('home.see_promotions')}
          </Link>
        </div>
      </section>
      <RecentGames />
      <AnnouncementTicker />
      <section aria-labelledby="categories-title">
        <h2 id="categories-title">{t('home.categories')}</h2>
        <CategoryGrid />
      </section>
      <FeaturedGames />
      <NewsPopups />
    </>
  )
}
