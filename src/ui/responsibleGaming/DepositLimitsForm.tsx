import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { depositLimitWindows, type DepositLimitWindow, type ResponsibleGamingSettings } from '../../shared/calls/responsibleGaming'
import type { ApiError } from '../../api/client'
import { memberKey } from '../../api/memberKeys'
import { useServices } from '../../app/services'
import { TextField } from '../forms/TextField'
import { useMember } from '../member/useMember'
import { useErrorText } from '../useErrorText'
import { RecordList } from '../forms/RecordList'
import { useFormat } from '../useFormat'
import { useLimitFields } from './useLimitFields'

/** The deposit limits: what is in force, what is pending and from when, and what remains. */
export function DepositLimitsForm({ settings }: { settings: ResponsibleGamingSettings }) {
  const { t } = useTranslation()
  const { api } = useServices()
  const queryClient = useQueryClient()
  const errorText = useErrorText()
  const format = useFormat()
  const { member } = useMember()
  const fields = useLimitFields(settings.limits, member.currency)
  const save = useMutation<ResponsibleGamingSettings, ApiError, Record<DepositLimitWindow, number | null>>({
    mutationFn: (limits) => api.setDepositLimits(limits),
    onSuccess: (answer) => queryClient.setQueryData(memberKey('limits', member.id), answer),
  })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const limits = fields.submit()
    if (limits) save.mutate(limits)
  }
  const money = (minor: number | null) => (minor === null ? t('responsible.limits.none') : format.money(minor, member.currency))

  return (
    <section aria-labelledby="rg-limits-title" className="panel">
      <h2 id="rg-limits-title">{t('responsible.limits.title')}</h2>
      <p>{t('responsible.limits.intro')}</p>
      <RecordList
        label={t('responsible.limits.title')}
        records={settings.windows}
        recordKey={(w) => w.window}
        columns={[
          { header: t('responsible.limits.window'), lead: true, cell: (w) => t(`field.${w.window}`) },
          { header: t('responsible.limits.current'), numeric: true, cell: (w) => money(w.limit) },
          { header: t('responsible.limits.used'), numeric: true, cell: (w) => format.money(w.used, member.currency) },
          { header: t('responsible.limits.remaining'), numeric: true, cell: (w) => <span data-testid={`rg-remaining-${w.window}`}>{money(w.remaining)}</span> },
        ]}
      />
      {settings.pending && (
        <p role="status" data-testid="rg-pending">
          {t('responsible.limits.pending', {
            at: format.dateTime(settings.pending.from),
            day: money(settings.pending.limits.day),
            week: money(settings.pending.limits.week),
            month: money(settings.pending.limits.month),
          })}
        </p>
      )}
      {settings.reviewDueAt && Date.parse(settings.reviewDueAt) <= Date.now() && <p role="status">{t('responsible.limits.review')}</p>}
      <form className="form" onSubmit={onSubmit} noValidate>
        {depositLimitWindows.map((w) => (
          <TextField
            key={w}
            label={t(`field.${w}`)}
            inputMode="decimal"
            value={fields.texts[w]}
            error={fields.errorOf(w)}
            placeholder={t('responsible.limits.no_limit')}
            onChange={(e) => fields.setText(w, e.target.value)}
          />
        ))}
        <p className="hint">{t('responsible.limits.rule')}</p>
        {save.error && <p className="form-error" role="alert">{errorText(`back.errorCode.${save.error.body.errorMessage}`, save.error.body.errorValues)}</p>}
        {save.isSuccess && <p role="status" className="form-success">{t('responsible.limits.saved')}</p>}
        <button type="submit" className="button" disabled={save.isPending}>
          {t('responsible.limits.save')}
        </button>
      </form>
    </section>
  )
}
