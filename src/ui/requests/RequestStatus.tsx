import { useTranslation } from 'react-i18next'
import type { RequestKind } from '../../shared/calls/requests'

/** A member request's status in plain words, with the operator's reason when it was rejected. */
export function RequestStatus({ kind, status, reason }: { kind: RequestKind; status: string; reason?: string | null }) {
  const { t } = useTranslation()
  return (
    <span className={`request-status request-status-${status}`}>
      {t(`requests.status.${kind}.${status}`)}
      {reason && <span className="request-reason">: {t(`requests.reason.${reason}`)}</span>}
    </span>
  )
}
