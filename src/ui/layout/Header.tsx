import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { selectIsLoggedIn } from '../../machines/session/selectors'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MemberSummary } from './MemberSummary'
import { MainNav } from './MainNav'

export function Header() {
  const { session, dialogs } = useServices()
  const { t } = useTranslation()
  const loggedIn = useSelector(session, selectIsLoggedIn)
  const canLogout = useSelector(session, (s) => s.can({ type: 'session.logout' }))
  // The sidebar is a phone-only drawer; it is layout state, not application state.
  const [sidebarOpen, setSidebarOpen] = useState(false)
  return (
    <header className="site-header">
      <div className="header-bar">
        <button
          type="button"
          className="menu-button"
          aria-expanded={sidebarOpen}
          aria-controls="site-sidebar"
          onClick={() => setSidebarOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t('header.menu')}</span>
        </button>
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>{t('site.name')}</span>
        </Link>
        <div className="header-actions">
          {loggedIn ? (
            <>
              <MemberSummary />
              <button type="button" className="button button-secondary" disabled={!canLogout} onClick={() => session.send({ type: 'session.logout' })}>
                {t('header.logout')}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="button button-secondary" onClick={() => dialogs.send({ type: 'dialog.open', name: 'Login' })}>
                {t('header.login')}
              </button>
              <button type="button" className="button" onClick={() => dialogs.send({ type: 'dialog.open', name: 'Register' })}>
                {t('header.register')}
              </button>
            </>
          )}
          <LanguageSwitcher />
        </div>
      </div>
      <div id="site-sidebar" className={sidebarOpen ? 'sidebar sidebar-open' : 'sidebar'}>
        <MainNav onNavigate={() => setSidebarOpen(false)} />
      </div>
    </header>
  )
}
