import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { LossLimitSettings } from '../../shared/calls/lossLimits'
import { depositLimitWindows, type DepositLimitWindow } from '../../shared/calls/responsibleGaming'
import type { ApiError } from '../../api/client'
import { useServices } from '../../app/services'
import { TextField } from '../forms/TextField'
import { useMember } from '../member/useMember'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'
import { amountText, currencyDigits, parseAmount } from '../wallet/amount'

type Texts = Record<DepositLimitWindow, string>

/** The loss limits, beside the deposit limits: what is in force, lost and left per window, and any pending raise. */
export function LossLimitsForm() {
  const { t } = useTranslation()
  const { api, queries } = useServices()
  const queryClient = useQueryClient()
  const errorText = useErrorText()
  const format = useFormat()
  const { member } = useMember()
  const query = queries.responsibleGaming.lossLimits(member.id)
  const { data: settings } = useSuspenseQuery(query)
  const [texts, setTexts] = useState<Texts>(
    () => Object.fromEntries(depositLimitWindows.map((w) => [w, settings.limits[w] === null ? '' : amountText(settings.limits[w]!, member.currency)])) as Texts,
  )
  const [submitted, setSubmitted] = useState(false)
  const save = useMutation<LossLimitSettings, ApiError, Record<DepositLimitWindow, number | null>>({
    mutationFn: (limits) => api.setLossLimits(limits),
    onSuccess: (answer) => queryClient.setQueryData(query.queryKey, answer),
  })

  const parsed = Object.fromEntries(depositLimitWindows.map((w) => [w, texts[w].trim() ? parseAmount(texts[w], member.currency) : null])) as Record<DepositLimitWindow, number | null>
  const errorOf = (w: DepositLimitWindow) =>
    submitted && texts[w].trim() && parsed[w] === null ? errorText('wallet.amount_format', { digits: currencyDigits(member.currency) }) : undefined
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (depositLimitWindows.some((w) => texts[w].trim() && parsed[w] === null)) return
    save.mutate(parsed)
  }
  const money = (minor: number | null) => (minor === null ? t('responsible.limits.none') : format.money(minor, member.currency))

  return (
    <section aria-labelledby="rg-loss-title" className="panel">
      <h2 id="rg-loss-title">{t('responsible.loss.title')}</h2>
      <p>{t('responsible.loss.intro')}</p>
      <table className="table">
        <caption className="visually-hidden">{t('responsible.loss.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('responsible.limits.window')}</th>
            <th scope="col">{t('responsible.limits.current')}</th>
            <th scope="col">{t('responsible.loss.lost')}</th>
            <th scope="col">{t('responsible.limits.remaining')}</th>
          </tr>
        </thead>
        <tbody>
          {settings.windows.map((w) => (
            <tr key={w.window}>
              <th scope="row">{t(`field.${w.window}`)}</th>
              <td>{money(w.limit)}</td>
              <td>{format.money(w.lost, member.currency)}</td>
              <td data-testid={`loss-remaining-${w.window}`}>{money(w.remaining)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {settings.remaining !== null && settings.resetsAt && (
        <p data-testid="loss-limit-summary">{t('responsible.loss.remaining_until', { amount: format.money(settings.remaining, member.currency), at: format.dateTime(settings.resetsAt) })}</p>
      )}
      {settings.pending && (
        <p role="status">
          {t('responsible.loss.pending', {
            at: format.dateTime(settings.pending.from),
            day: money(settings.pending.limits.day),
            week: money(settings.pending.limits.week),
            month: money(settings.pending.limits.month),
          })}
        </p>
      )}
      <form className="form" onSubmit={onSubmit} noValidate>
        {depositLimitWindows.map((w) => (
          <TextField
            key={w}
            label={t(`responsible.loss.field_${w}`)}
            inputMode="decimal"
            value={texts[w]}
            error={errorOf(w)}
            placeholder={t('responsible.limits.no_limit')}
            onChange={(e) => setTexts((current) => ({ ...current, [w]: e.target.value }))}
          />
        ))}
        <p className="hint">{t('responsible.limits.rule')}</p>
        {save.error && <p className="form-error" role="alert">{errorText(`back.errorCode.${save.error.body.errorMessage}`, save.error.body.errorValues)}</p>}
        {save.isSuccess && <p role="status" className="form-success">{t('responsible.loss.saved')}</p>}
        <button type="submit" className="button" disabled={save.isPending}>
          {t('responsible.loss.save')}
        </button>
      </form>
    </section>
  )
}
