import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { WithdrawalRecord } from '../../shared/calls/withdrawals'
import { StatusBadge } from '../forms/StatusBadge'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import { useMemberQueries } from '../member/useMemberQueries'

/** The withdrawal just filed, as the history reads it now: the live request event reads that list
 *  again, so this panel, the history and the toast show one status. Until the list has it, the
 *  filing's own answer. */
export function FiledWithdrawal({ filed, currency }: { filed: WithdrawalRecord; currency: string }) {
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const history = useQuery(memberQueries.cashier.withdrawals(member.id, 1))
  const current = history.data?.withdrawals.find((withdrawal) => withdrawal.reference === filed.reference) ?? filed
  return (
    <>
      <p role="status">
        {t('withdrawal.filed', { reference: current.reference, amount: format.money(current.amount, currency), destination: current.destination })}{' '}
        <StatusBadge kind="withdrawal" status={current.status} reason={current.reason} />
      </p>
      <p className="hint">{t(`requests.next.withdrawal.${current.status}`)}</p>
    </>
  )
}
