import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { playTransferKinds } from '../../shared/calls/play'
import { pointTransferRequest } from '../../shared/calls/points'
import { issueToError } from '../../shared/calls/errors'
import { useServices } from '../../app/services'
import { FlowNotice } from '../flows/FlowNotice'
import { useFlow } from '../flows/useFlow'
import { useMember } from '../member/useMember'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'
import { useFlows } from '../flows/useFlows'

/** Points into the main balance: the rate, the terms (PointNotice before the first time) and the form. */
export function PointConversion() {
  const { queries, dialogs } = useServices()
  const flows = useFlows()
  const { t } = useTranslation()
  const errorText = useErrorText()
  const format = useFormat()
  const { member } = useMember()
  const id = useId()
  const rate = useSuspenseQuery(queries.pointRate(member.id))
  const points = useSuspenseQuery(queries.point(member.id))
  const conversion = useFlow(flows.pointTransfer)
  const { begin } = conversion
  useEffect(() => begin(), [begin])
  const [text, setText] = useState('')
  const [checked, setChecked] = useState(false)

  const { minimum, step, termsAccepted } = rate.data
  const largest = Math.floor(points.data.point / step) * step
  const parsed = pointTransferRequest.safeParse({ point: Number(text.trim()) }, { reportInput: true })
  const issue = !text.trim() ? null : parsed.success ? null : parsed.error.issues[0]
  const fieldError = !text.trim()
    ? errorText('back.errorCode.field_required', { field: 'point' })
    : issue
      ? errorText(`back.errorCode.${issueToError(issue).errorMessage}`, issueToError(issue).errorValues)
      : Number(text) > points.data.point
        ? errorText('back.errorCode.insufficient_points', { point: format.number(points.data.point) })
        : null

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    setChecked(true)
    if (fieldError || !parsed.success || conversion.busy) return
    if (!termsAccepted) {
      dialogs.send({ type: 'dialog.open', name: 'PointNotice', props: { point: parsed.data.point } })
      return
    }
    conversion.submit(parsed.data)
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
              setText('')
              setChecked(false)
              begin()
            }}
          >
            {t('points.convert_more')}
          </button>
        </div>
      ) : (
        <form className="form point-form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-point`}>{t('points.amount_label')}</label>
            <div className="field-input">
              <input
                id={`${id}-point`}
                inputMode="numeric"
                autoComplete="off"
                value={text}
                aria-invalid={checked && fieldError ? true : undefined}
                aria-describedby={`${id}-held${checked && fieldError ? ` ${id}-error` : ''}`}
                onChange={(e) => setText(e.target.value)}
                onBlur={() => text && setChecked(true)}
              />
              <button type="button" className="button button-secondary" disabled={largest < minimum} onClick={() => setText(String(largest))}>
                {t('wallet.all')}
              </button>
            </div>
            <p id={`${id}-held`} className="hint">
              {t('points.held', { point: format.number(points.data.point) })}
            </p>
            {checked && fieldError && (
              <p id={`${id}-error`} className="field-error">
                {fieldError}
              </p>
            )}
          </div>
          {conversion.error && (
            <p className="form-error" role="alert">
              {errorText(`back.errorCode.${conversion.error.errorMessage}`, conversion.error.errorValues)}
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
