import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { APP_VERSION } from '../app/config'
import { useServices } from '../app/services'

export const Route = createFileRoute('/_healthcheck/healthcheck')({
  staticData: { titleKey: 'healthcheck.title' },
  component: HealthcheckPage,
})

function HealthcheckPage() {
  const { queries } = useServices()
  const { t } = useTranslation()
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
      </dl>
    </section>
  )
}
