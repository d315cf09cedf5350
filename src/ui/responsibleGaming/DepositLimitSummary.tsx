import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import { useMemberQueries } from '../member/useMemberQueries'

/** For the deposit page: how much the deposit limits still allow and when that resets. */
export function DepositLimitSummary() {
  const { t } = useTranslation()
  const memberQueries = useMemberQueries()
  const format = useFormat()
  const { member } = useMember()
  const settings = useQuery(memberQueries.responsibleGaming.settings(member.id))
  if (!settings.data) return null
  const { remaining, resetsAt } = settings.data
  return (
    <p className="hint" data-testid="deposit-limit-summary">
      {remaining === null
        ? t('responsible.summary.none')
        : resetsAt
          ? t('responsible.summary.remaining_until', { amount: format.money(remaining, member.currency), at: format.dateTime(resetsAt) })
          : t('responsible.summary.remaining', { amount: format.money(remaining, member.currency) })}{' '}
      <Link to="/member/responsible-gaming">{t('responsible.summary.link')}</Link>
    </p>
  )
}
