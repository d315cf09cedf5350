import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useFormat } from '../useFormat'
import { useMember } from './useMember'

/** Main balance and points, as the member's wallet pages show them. */
export function WalletSummary() {
  const { queries } = useServices()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const balance = useSuspenseQuery(queries.balance(member.id))
  const point = useSuspenseQuery(queries.point(member.id))
  return (
    <dl className="wallet-summary">
      <div>
        <dt>{t('wallet.main_balance')}</dt>
        <dd data-testid="wallet-balance">{format.money(balance.data.balance, member.currency)}</dd>
      </div>
      <div>
        <dt>{t('wallet.points')}</dt>
        <dd data-testid="wallet-point">{format.number(point.data.point)}</dd>
      </div>
    </dl>
  )
}
