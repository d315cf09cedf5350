import { createFileRoute, Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../app/services'
import { selectIsLoggedIn } from '../machines/session/selectors'
import { CategoryGrid } from '../ui/lobby/CategoryGrid'

export const Route = createFileRoute('/_default/')({
  staticData: { titleKey: 'home.title' },
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
        <div className="button-row">
          {loggedIn ? (
            <Link to="/member" className="button">
              {t('home.to_member')}
            </Link>
          ) : (
            <>
              <button type="button" className="button" onClick={() => dialogs.send({ type: 'dialog.open', name: 'Register' })}>
                {t('header.register')}
              </button>
              <button type="button" className="button button-secondary" onClick={() => dialogs.send({ type: 'dialog.open', name: 'Login' })}>
                {t('header.login')}
              </button>
            </>
          )}
          <Link to="/promotions" className="button button-secondary">
            {t('home.see_promotions')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="categories-title">
        <h2 id="categories-title">{t('home.categories')}</h2>
        <CategoryGrid />
      </section>
    </>
  )
}
