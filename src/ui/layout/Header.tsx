import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { selectIsLoggedIn } from '../../machines/session/selectors'
import { MenuIcon } from '../icons/MenuIcon'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { MainNav } from './MainNav'
import { MoneyActions } from './MoneyActions'
import { SessionNotice } from './SessionNotice'

// Only a signed-in member has the balance corner; it and the formatting it brings load with the
// sign-in, or at once when the visit starts with a token to check.
const loadMemberSummary = () => import('./MemberSummary')
const MemberSummary = lazy(loadMemberSummary)

/**
 * One row on a phone: the menu button, the logo, and the member's balance (which opens the wallet
 * menu) or the Log in and Join now buttons; a signed-in member's Deposit and Withdraw get a second
 * row of their own there, beside the balance from 768 px. Log out, the language and the main
 * navigation sit in the menu on a phone; from 768 px they share the bar, with the navigation below
 * it. Every control exists once.
 */
export function Header() {
  const { session, dialogs } = useServices()
  const { t } = useTranslation()
  // Logging out keeps the member's header, its Log out button disabled, until the session has ended.
  const loggedIn = useSelector(session, (s) => selectIsLoggedIn(s) || s.matches('loggingOut'))
  const canLogout = useSelector(session, (s) => s.can({ type: 'session.logout' }))
  const hasToken = useSelector(session, (s) => s.context.token !== '')
  useEffect(() => {
    if (hasToken) void loadMemberSummary()
  }, [hasToken])
  // The phone menu is layout state, not application state.
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <header className="site-header">
      <div className={loggedIn ? 'header-bar header-bar-member' : 'header-bar'}>
        <button type="button" className="menu-button" aria-expanded={menuOpen} aria-controls="site-menu" onClick={() => setMenuOpen((open) => !open)}>
          <MenuIcon />
          <span className="visually-hidden">{t('header.menu')}</span>
        </button>
        <Link to="/" className="brand">
          <Logo />
        </Link>
        <div className="header-account">
          {loggedIn ? (
            <Suspense fallback={null}>
              <MemberSummary />
            </Suspense>
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
        {loggedIn && <MoneyActions className="header-money" />}
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
      <SessionNotice />
    </header>
  )
}
