import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { APP_ENV, APP_VERSION } from '../app/config'
import { useServices } from '../app/services'
import { selectInstalled, selectOfflineReady, selectRegistrationError } from '../machines/pwa/selectors'

export const Route = createFileRoute('/_healthcheck/healthcheck')({
  staticData: { titleKey: 'healthcheck.title' },
  component: HealthcheckPage,
})

function HealthcheckPage() {
  const { queries, pwa } = useServices()
  const { t } = useTranslation()
  const offlineReady = useSelector(pwa, selectOfflineReady)
  const registrationError = useSelector(pwa, selectRegistrationError)
  const installed = useSelector(pwa, selectInstalled)
  const health = useQuery({ ...queries.health(), refetchInterval: 10_000 })
  const apiOk = health.isSuccess
  const dbOk = health.data?.database.ok ?? false
  return (
    <section className="healthcheck" aria-labelledby="health-title">
      <h1 id="health-title">{t('healthcheck.title')}</h1>
      <dl className="health-list">
        <dt>{t('healthcheck.api')}</dt>
        <dd data-testid="health-api" data-ok={apiOk}>
          {health.isPending ? t('healthcheck.checking') : apiOk ? t('healthcheck.ok') : t('healthcheck.down')}
        </dd>
        <dt>{t('healthcheck.database')}</dt>
        <dd data-testid="health-db" data-ok={dbOk}>
          {health.isPending
            ? t('healthcheck.checking')
            : health.data
              ? `${dbOk ? t('healthcheck.ok') : t('healthcheck.down')} (${health.data.database.kind}, ${Math.round(health.data.database.latencyMs)} ms)`
              : t('healthcheck.down')}
        </dd>
        <dt>{t('healthcheck.app_version')}</dt>
        <dd data-testid="health-app-version">{APP_VERSION}</dd>
        <dt>{t('healthcheck.api_version')}</dt>
        <dd>{health.data?.version ?? '—'}</dd>
        <dt>{t('healthcheck.environment')}</dt>
        <dd>{APP_ENV}</dd>
        <dt>{t('healthcheck.service_worker')}</dt>
        <dd data-testid="health-sw" data-ok={registrationError ? false : offlineReady || undefined}>
          {registrationError ? t('healthcheck.sw_failed') : offlineReady ? t('healthcheck.sw_offline_ready') : t('healthcheck.sw_online_only')}
        </dd>
        <dt>{t('healthcheck.installed_app')}</dt>
        <dd data-testid="health-installed">{installed ? t('healthcheck.yes') : t('healthcheck.no')}</dd>
      </dl>
    </section>
  )
}
