import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'

export function GlobalLoading() {
  const { loading } = useServices()
  const { t } = useTranslation()
  const busy = useSelector(loading, (s) => s.matches('busy'))
  if (!busy) return null
  return (
    <div className="global-loading">
      <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
    </div>
  )
}
