import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { BASIS_POINTS } from '../../shared/calls/rebate'
import { useServices } from '../../app/services'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import { useFlows } from '../flows/useFlows'
import { RecordList } from '../forms/RecordList'
import { Spinner } from '../progress/Spinner'
import { FormError } from '../forms/FormError'
import { CloseDialogButton } from '../dialogs/CloseDialogButton'

/** The rebate each category's valid bets earned since the last claim, at its stated rate, and the claim. */
export default function RealtimeRebateCardDialog() {
  const { queries } = useServices()
  const flows = useFlows()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const rebate = useQuery(queries.play.rebate(member.id))
  const claim = useBegunFlow(flows.claimRebate)

  if (!rebate.data) return <Spinner />
  const rate = (basisPoints: number) =>
    new Intl.NumberFormat(format.locale, { style: 'percent', minimumFractionDigits: 2 }).format(basisPoints / BASIS_POINTS)
  const { categories, total, lastClaimAt, turnoverMultiple } = rebate.data
  return (
    <div className="form">
      <p className="hint">{lastClaimAt ? t('rebate.since', { time: format.dateTime(lastClaimAt) }) : t('rebate.since_start')}</p>
      <RecordList
        label={t('rebate.title')}
        records={categories}
        recordKey={(category) => category.category}
        columns={[
          { header: t('rebate.category'), cell: (category) => category.name },
          { header: t('rebate.rate'), numeric: true, cell: (category) => rate(category.rate) },
          { header: t('rebate.valid_bets'), numeric: true, cell: (category) => format.money(category.validStake, member.currency) },
          { header: t('rebate.amount'), lead: true, numeric: true, cell: (category) => format.money(category.amount, member.currency) },
        ]}
        footer={{
          cells: [
            { header: true, colSpan: 3, content: t('rebate.total') },
            { numeric: true, content: <span data-testid="rebate-total">{format.money(total, member.currency)}</span> },
          ],
        }}
      />
      <p className="hint">{t('rebate.rules', { times: turnoverMultiple })}</p>
      {claim.step === 'done' && claim.result && (
        <div className="button-row">
          <p className="form-success" role="status">
            {t('rebate.claimed_amount', { amount: format.money(claim.result.amount, member.currency) })}
          </p>
          {/* The claim button is disabled once nothing is left to claim; focus goes to what comes next. */}
          <CloseDialogButton autoFocus />
        </div>
      )}
      <FormError error={claim.error} />
      <FlowNotice step={claim.step} recovered={claim.recovered} onCheck={claim.check} />
      <button
        type="button"
        className="button button-block"
        disabled={claim.busy || total === 0}
        onClick={() => {
          // A claim after an earlier one is a new intent.
          if (claim.step === 'done') claim.begin()
          claim.submit({})
        }}
      >
        {t('rebate.claim', { amount: format.money(total, member.currency) })}
      </button>
    </div>
  )
}
