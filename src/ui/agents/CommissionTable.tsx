import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FlowNotice } from '../flows/FlowNotice'
import { RecordList } from '../forms/RecordList'
import { useBegunFlow } from '../flows/useFlow'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import { useZoneName } from '../useZoneName'
import { useFlows } from '../flows/useFlows'
import { FormError } from '../forms/FormError'
import { useMemberQueries } from '../member/useMemberQueries'

/** An agent's commission, month by month, with the rule it follows; a finished month's commission is claimed into the main balance. */
export function CommissionTable() {
  const memberQueries = useMemberQueries()
  const flows = useFlows()
  const { t } = useTranslation()
  const format = useFormat()
  const zoneName = useZoneName()
  const { member } = useMember()
  const { data } = useSuspenseQuery(memberQueries.agents.commission(member.id))
  const claim = useBegunFlow(flows.claimCommission)

  if (!data.agent) return null
  const rate = new Intl.NumberFormat(format.locale, { style: 'percent', maximumFractionDigits: 2 }).format(data.rate / 10_000)
  const monthName = (period: string) =>
    new Intl.DateTimeFormat(format.locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${period}-01T00:00:00Z`))

  return (
    <section aria-labelledby="commission-title">
      <h2 id="commission-title">{t('agents.commission')}</h2>
      <p>{t('agents.commission_rule', { rate, zone: zoneName(data.timeZone) })}</p>
      <p className="hint">{t('agents.commission_claim_rule', { kind: t('transactions.kind.agent_commission') })}</p>
      <RecordList
        label={t('agents.commission')}
        testId="commission-table"
        records={data.periods}
        recordKey={(period) => period.period}
        columns={[
          { header: t('agents.column.month'), cell: (period) => monthName(period.period) },
          { header: t('agents.column.stakes'), numeric: true, cell: (period) => format.money(period.stakes, member.currency) },
          { header: t('agents.column.commission'), lead: true, numeric: true, cell: (period) => format.money(period.amount, member.currency) },
          {
            header: t('agents.column.status'),
            lead: true,
            cell: (period) =>
              period.status === 'claimable' ? (
                <button
                  type="button"
                  className="button"
                  disabled={claim.busy}
                  onClick={() => {
                    claim.begin()
                    claim.submit({ period: period.period })
                  }}
                >
                  {t('agents.claim', { month: monthName(period.period) })}
                </button>
              ) : (
                t(`agents.commission_status.${period.status}`)
              ),
          },
        ]}
      />
      <FlowNotice step={claim.step} recovered={claim.recovered} onCheck={claim.check} />
      <FormError error={claim.error} />
    </section>
  )
}
