import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { amounts } from '../../shared/calls/amounts'
import { playTransferKinds } from '../../shared/calls/playTransferKinds'
import { useServices } from '../../app/services'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import { AmountField, useAmountErrorText } from '../forms/AmountField'
import { largestAmount, type AmountRules } from '../forms/amountRules'
import { useAmountField } from '../forms/useAmountField'
import { useFlows } from '../flows/useFlows'

/** Points into the main balance: the rate, the terms (PointNotice before the first time) and the form. */
export function PointConversion() {
  const { queries, dialogs } = useServices()
  const flows = useFlows()
  const { t } = useTranslation()
  const refusalText = useAmountErrorText(null)
  const format = useFormat()
  const { member } = useMember()
  const id = useId()
  const rate = useSuspenseQuery(queries.pointRate(member.id))
  const points = useSuspenseQuery(queries.point(member.id))
  const conversion = useBegunFlow(flows.pointTransfer)
  const { minimum, step, termsAccepted } = rate.data
  const held = points.data.point
  const rules: AmountRules = {
    field: 'point',
    rule: amounts.pointTransfer,
    currency: null,
    min: { value: minimum, refusal: { errorMessage: 'field_too_small', errorValues: { field: 'point', min: minimum } } },
    max: [{ value: held, refusal: { errorMessage: 'insufficient_points', errorValues: { field: 'point', point: held } } }],
    step,
  }
  const amount = useAmountField(rules)
  const largest = largestAmount(rules) ?? 0

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const point = amount.submit()
    if (point === null || conversion.busy) return
    if (!termsAccepted) {
      dialogs.send({ type: 'dialog.open', name: 'PointNotice', props: { point } })
      return
    }
    conversion.submit({ point })
  }

  const result = conversion.step === 'done' ? conversion.result : null
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('points.title')}</h2>
      <p>
        {t('wallet.point_rate_value', { point: format.number(rate.data.point), amount: format.money(rate.data.amount, member.currency) })}{' '}
        {t('points.rule', { minimum: format.number(minimum), step: format.number(step) })}{' '}
        <button type="button" className="link-button" onClick={() => dialogs.send({ type: 'dialog.open', name: 'PointNotice' })}>
          {t('points.read_terms')}
        </button>
      </p>
      {result ? (
        <div role="status" className="form-success">
          <p>
            {t('points.result', {
              point: format.number(result.point),
              amount: format.money(result.amount, member.currency),
              balance: format.money(result.balance, member.currency),
            })}
          </p>
          <p>
            {t('wallet.in_history', { kind: t(`transactions.kind.${playTransferKinds.pointConversion}`) })}{' '}
            <Link to="/member/account-details">{t('wallet.open_history')}</Link>
          </p>
          <FlowNotice step={conversion.step} recovered={conversion.recovered} onCheck={conversion.check} />
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              amount.clear()
              conversion.begin()
            }}
          >
            {t('points.convert_more')}
          </button>
        </div>
      ) : (
        <form className="form point-form" onSubmit={onSubmit} noValidate>
          <AmountField field={amount} label={t('points.amount_label')} hint={t('points.held', { point: format.number(held) })} all />
          {conversion.error && (
            <p className="form-error" role="alert">
              {refusalText(conversion.error)}
            </p>
          )}
          <FlowNotice step={conversion.step} recovered={conversion.recovered} onCheck={conversion.check} />
          <button type="submit" className="button" disabled={conversion.busy || largest < minimum}>
            {t('points.convert')}
          </button>
        </form>
      )}
    </section>
  )
}
