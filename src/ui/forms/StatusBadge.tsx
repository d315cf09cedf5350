import { useTranslation } from 'react-i18next'
import type { RequestKind } from '../../shared/calls/requests'

/** A request's status badge: its status in plain words, with the operator's reason when it was rejected. */
export function StatusBadge({ kind, status, reason }: { kind: RequestKind; status: string; reason?: string | null }) {
  const { t } = useTranslation()
  return (
    <span className={`request-status request-status-${status}`}>
      <span className="status-pill">{t(`requests.status.${kind}.${status}`)}</span>
      {reason && <span className="request-reason">: {t(`requests.reason.${reason}`)}</span>}
    </span>
  )
}
