import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { PlatformTransferRecord } from '../../shared/calls/play'
import { playTransferKinds } from '../../shared/calls/playTransferKinds'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { StatusBadge } from '../forms/StatusBadge'
import { useFormat } from '../useFormat'

/** What became of each transfer: done, waiting for its platform (and what happens next), or refused. */
export function TransferOutcome({ transfers, recovered }: { transfers: PlatformTransferRecord[]; recovered: boolean }) {
  const { dialogs } = useServices()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const moved = transfers.some((transfer) => transfer.status === 'completed')
  return (
    <div className="transfer-outcome">
      {recovered && <p role="status">{t('flow.recovered')}</p>}
      <ul className="transfer-results">
        {transfers.map((transfer) => {
          const values = { reference: transfer.reference, platform: transfer.platformName, amount: format.money(transfer.amount, member.currency) }
          return (
            <li key={transfer.id}>
              <span role={transfer.status === 'failed' ? 'alert' : 'status'}>
                <StatusBadge kind="platform_transfer" status={transfer.status} reason={transfer.reason} />{' '}
                {t(`wallet.outcome.${transfer.status}.${transfer.direction}`, values)}
              </span>
            </li>
          )
        })}
      </ul>
      {moved && (
        <p className="hint">
          {t('wallet.in_history', { kind: t(`transactions.kind.${transfers[0]?.direction === 'out' ? playTransferKinds.platformOut : playTransferKinds.platformIn}`) })}{' '}
          <Link to="/member/account-details" onClick={() => dialogs.send({ type: 'dialog.closeAll' })}>
            {t('wallet.open_history')}
          </Link>
        </p>
      )}
    </div>
  )
}
