import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { LossLimitSettings } from '../../shared/calls/lossLimits'
import { depositLimitWindows, type DepositLimitWindow } from '../../shared/calls/responsibleGaming'
import type { ApiError } from '../../api/client'
import { useServices } from '../../app/services'
import { RecordList } from '../forms/RecordList'
import { TextField } from '../forms/TextField'
import { useMember } from '../member/useMember'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'
import { useLimitFields } from './useLimitFields'

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
  const fields = useLimitFields(settings.limits, member.currency)
  const save = useMutation<LossLimitSettings, ApiError, Record<DepositLimitWindow, number | null>>({
    mutationFn: (limits) => api.setLossLimits(limits),
    onSuccess: (answer) => queryClient.setQueryData(query.queryKey, answer),
  })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const limits = fields.submit()
    if (limits) save.mutate(limits)
  }
  const money = (minor: number | null) => (minor === null ? t('responsible.limits.none') : format.money(minor, member.currency))

  return (
    <section aria-labelledby="rg-loss-title" className="panel">
      <h2 id="rg-loss-title">{t('responsible.loss.title')}</h2>
      <p>{t('responsible.loss.intro')}</p>
      <RecordList
        label={t('responsible.loss.title')}
        records={settings.windows}
        recordKey={(w) => w.window}
        columns={[
          { header: t('responsible.limits.window'), lead: true, cell: (w) => t(`field.${w.window}`) },
          { header: t('responsible.limits.current'), numeric: true, cell: (w) => money(w.limit) },
          { header: t('responsible.loss.lost'), numeric: true, cell: (w) => format.money(w.lost, member.currency) },
          { header: t('responsible.limits.remaining'), numeric: true, cell: (w) => <span data-testid={`loss-remaining-${w.window}`}>{money(w.remaining)}</span> },
        ]}
      />
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
            value={fields.texts[w]}
            error={fields.errorOf(w)}
            placeholder={t('responsible.limits.no_limit')}
            onChange={(e) => fields.setText(w, e.target.value)}
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
