import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../app/services'
import { selectIsPending } from '../machines/session/selectors'

// Where the installed app starts: a splash while the language and the session settle, then home.
export const Route = createFileRoute('/_loading/launchLoading')({
  staticData: { titleKey: 'launch.title' },
  component: LaunchLoading,
})

function LaunchLoading() {
  const { session, language } = useServices()
  const { t } = useTranslation()
  const navigate = useNavigate()
  const sessionPending = useSelector(session, (s) => selectIsPending(s) || s.matches('booting'))
  const languagePending = useSelector(language, (s) => s.hasTag('loading'))
  useEffect(() => {
    if (!sessionPending && !languagePending) void navigate({ to: '/', replace: true })
  }, [sessionPending, languagePending, navigate])
  return (
    <div className="launch">
      <img src="/favicon.svg" alt="" width="96" height="96" />
      <p className="launch-name">{t('site.name')}</p>
      <div className="spinner" role="progressbar" aria-label={t('launch.title')} />
    </div>
  )
}
