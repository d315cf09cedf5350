import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { selectIsLoggedIn } from '../../machines/session/selectors'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MainNav } from './MainNav'
import { MemberSummary } from './MemberSummary'

/**
 * One row on a phone: the menu button, the logo, and the member's balance (which opens the wallet
 * menu) or the Log in and Join now buttons. Log out, the language and the main navigation sit in the
 * menu there; from 768 px they share the bar, with the navigation below it. Every control exists once.
 */
export function Header() {
  const { session, dialogs } = useServices()
  const { t } = useTranslation()
  const loggedIn = useSelector(session, selectIsLoggedIn)
  const canLogout = useSelector(session, (s) => s.can({ type: 'session.logout' }))
  // The phone menu is layout state, not application state.
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <header className="site-header">
      <div className="header-bar">
        <button type="button" className="menu-button" aria-expanded={menuOpen} aria-controls="site-menu" onClick={() => setMenuOpen((open) => !open)}>
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t('header.menu')}</span>
        </button>
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span className="brand-name">{t('site.name')}</span>
        </Link>
        <div className="header-account">
          {loggedIn ? (
            <MemberSummary />
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
        </div>
      </div>
      <div id="site-menu" className={menuOpen ? 'site-menu site-menu-open' : 'site-menu'}>
        <div className="header-tools">
          {loggedIn && (
            <button type="button" className="button button-secondary" disabled={!canLogout} onClick={() => session.send({ type: 'session.logout' })}>
              {t('header.logout')}
            </button>
          )}
          <LanguageSwitcher />
        </div>
        <MainNav onNavigate={() => setMenuOpen(false)} />
      </div>
    </header>
  )
}
