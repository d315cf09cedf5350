import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { selectOnline } from '../../machines/pwa/selectors'

/** Says so while offline: what shows is saved, and what needs the network will not go through. */
export function NetworkStatus() {
  const { pwa } = useServices()
  const { t } = useTranslation()
  const online = useSelector(pwa, selectOnline)
  if (online) return null
  return (
    <p className="pwa-card pwa-offline" role="status">
      {t('pwa.network.offline')}
    </p>
  )
}
