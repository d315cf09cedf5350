import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { exclusionPeriods, type ExclusionPeriod } from '../../shared/calls/responsibleGaming'
import type { ApiError } from '../../api/client'
import { useServices } from '../../app/services'
import { FormError } from '../forms/FormError'

type Kind = keyof typeof exclusionPeriods

/**
 * A time-out or self-exclusion: the member picks a period and confirms once; the server ends every
 * session, so the site logs out and offers the login dialog, where a login is refused until the end.
 */
export function ExclusionForm({ kind }: { kind: Kind }) {
  const { t } = useTranslation()
  const { api, session, dialogs } = useServices()
  const id = useId()
  const [period, setPeriod] = useState<ExclusionPeriod>(exclusionPeriods[kind][0])
  const [confirming, setConfirming] = useState(false)
  const start = useMutation<unknown, ApiError>({
    mutationFn: () => api.startExclusion({ kind, period } as Parameters<typeof api.startExclusion>[0]),
    onSuccess: () => {
      session.send({ type: 'session.logout' })
      dialogs.send({ type: 'dialog.open', name: 'Login' })
    },
  })
  return (
    <section aria-labelledby={`${id}-title`} className="panel">
      <h2 id={`${id}-title`}>{t(`responsible.${kind}.title`)}</h2>
      <p>{t(`responsible.${kind}.intro`)}</p>
      <div className="field">
        <label htmlFor={id}>{t('responsible.period')}</label>
        <select id={id} value={period} disabled={confirming} onChange={(e) => setPeriod(e.target.value as ExclusionPeriod)}>
          {exclusionPeriods[kind].map((option) => (
            <option key={option} value={option}>
              {t(`responsible.periods.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {!confirming ? (
        <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
          {t(`responsible.${kind}.start`)}
        </button>
      ) : (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="notice">
          <p id={`${id}-confirm`}>{t(`responsible.${kind}.confirm`, { period: t(`responsible.periods.${period}`) })}</p>
          <FormError error={start.error?.body} />
          <div className="button-row">
            <button type="button" className="button button-secondary" disabled={start.isPending} onClick={() => setConfirming(false)}>
              {t('responsible.cancel')}
            </button>
            <button type="button" className="button" disabled={start.isPending} onClick={() => start.mutate()}>
              {t(`responsible.${kind}.confirm_button`)}
            </button>
          </div>
        </div>
      )}
    </section>
  )
}
