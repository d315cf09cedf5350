import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { selectIsLoggedIn } from '../../machines/session/selectors'

/** On /responsibleGaming: the tools a member can use, linked for a member, explained to a visitor with a login. */
export function ResponsibleGamingTools() {
  const { t } = useTranslation()
  const { session, dialogs } = useServices()
  const loggedIn = useSelector(session, selectIsLoggedIn)
  return (
    <section aria-labelledby="rg-tools-title" className="panel">
      <h2 id="rg-tools-title">{t('responsible.tools.title')}</h2>
      <ul>
        <li>{t('responsible.tools.limits')}</li>
        <li>{t('responsible.tools.loss')}</li>
        <li>{t('responsible.tools.reality')}</li>
        <li>{t('responsible.tools.exclusion')}</li>
      </ul>
      <p>{t('responsible.tools.help')}</p>
      {loggedIn ? (
        <Link to="/member/responsible-gaming" className="button">
          {t('responsible.tools.open')}
        </Link>
      ) : (
        <>
          <p>{t('responsible.tools.login_first')}</p>
          <button type="button" className="button" onClick={() => dialogs.send({ type: 'dialog.open', name: 'Login' })}>
            {t('login.submit')}
          </button>
        </>
      )}
    </section>
  )
}
