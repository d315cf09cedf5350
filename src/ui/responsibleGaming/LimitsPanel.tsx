import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { depositLimitWindows, type DepositLimitWindow } from '../../shared/calls/responsibleGaming'
import type { ApiError } from '../../api/client'
import { RecordList } from '../forms/RecordList'
import { AmountField } from '../forms/AmountField'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import { useLimitFields } from './useLimitFields'
import { FormError } from '../forms/FormError'

type Limits = Record<DepositLimitWindow, number | null>

interface LimitWindow {
  window: DepositLimitWindow
  limit: number | null
  remaining: number | null
}

/** A limit as the member reads it: an amount, or "no limit". */
function useLimitText() {
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  return (minor: number | null) => (minor === null ? t('responsible.limits.none') : format.money(minor, member.currency))
}

/**
 * A limits panel, deposit or loss limits alike: per window (24 hours, 7 and 30 days) the limit in
 * force, what counted against it and what remains; what the kind adds (`children`); any pending
 * raise; then the form that sets new limits, an empty field being no limit.
 */
export function LimitsPanel<W extends LimitWindow>({
  kind,
  title,
  intro,
  windows,
  limits,
  counted,
  fieldLabel,
  pending,
  save,
  children,
}: {
  /** Names the panel's test ids and its heading's id. */
  kind: 'rg' | 'loss'
  title: string
  intro: string
  windows: readonly W[]
  limits: Limits
  /** The column of what counted against the limit: deposited, or lost. */
  counted: { header: string; amount: (window: W) => number }
  fieldLabel: (window: DepositLimitWindow) => string
  /** Higher limits waiting for their cooling-off period, and the text that says from when they apply. */
  pending: { from: string; limits: Limits; text: string } | null
  save: { mutate(limits: Limits): void; isPending: boolean; isSuccess: boolean; error: ApiError | null; saved: string; label: string }
  children: ReactNode
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const fields = useLimitFields(limits, member.currency)
  const money = useLimitText()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const next = fields.submit()
    if (next) save.mutate(next)
  }

  return (
    <section aria-labelledby={`${kind}-limits-title`} className="panel">
      <h2 id={`${kind}-limits-title`}>{title}</h2>
      <p>{intro}</p>
      <RecordList
        label={title}
        records={windows}
        recordKey={(w) => w.window}
        columns={[
          { header: t('responsible.limits.window'), lead: true, cell: (w) => t(`field.${w.window}`) },
          { header: t('responsible.limits.current'), numeric: true, cell: (w) => money(w.limit) },
          { header: counted.header, numeric: true, cell: (w) => format.money(counted.amount(w), member.currency) },
          { header: t('responsible.limits.remaining'), numeric: true, cell: (w) => <span data-testid={`${kind}-remaining-${w.window}`}>{money(w.remaining)}</span> },
        ]}
      />
      {children}
      {pending && (
        <p role="status" data-testid={`${kind}-pending`}>
          {t(pending.text, { at: format.dateTime(pending.from), day: money(pending.limits.day), week: money(pending.limits.week), month: money(pending.limits.month) })}
        </p>
      )}
      <form className="form" onSubmit={onSubmit} noValidate>
        {depositLimitWindows.map((w) => (
          <AmountField key={w} field={fields.fields[w]} label={fieldLabel(w)} placeholder={t('responsible.limits.no_limit')} quick={false} />
        ))}
        <p className="hint">{t('responsible.limits.rule')}</p>
        <FormError error={save.error?.body} />
        {save.isSuccess && <p role="status" className="form-success">{save.saved}</p>}
        <button type="submit" className="button" disabled={save.isPending}>
          {save.label}
        </button>
      </form>
    </section>
  )
}
