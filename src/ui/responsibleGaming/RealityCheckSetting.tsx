import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { realityCheckIntervals } from '../../shared/calls/realityCheck'
import type { ResponsibleGamingSettings } from '../../shared/calls/responsibleGaming'
import { memberKey } from '../../api/memberKeys'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'

/** How often the reality check opens (off by default); saved as soon as the member picks one. */
export function RealityCheckSetting({ settings }: { settings: ResponsibleGamingSettings }) {
  const { t } = useTranslation()
  const { api } = useServices()
  const queryClient = useQueryClient()
  const { member } = useMember()
  const id = useId()
  const save = useMutation({
    mutationFn: (minutes: 0 | 15 | 30 | 60) => api.setRealityCheck({ minutes }),
    onSuccess: (answer) => queryClient.setQueryData(memberKey('limits', member.id), answer),
  })
  return (
    <section aria-labelledby="rg-reality-title" className="panel">
      <h2 id="rg-reality-title">{t('responsible.reality.title')}</h2>
      <p>{t('responsible.reality.intro')}</p>
      <div className="field">
        <label htmlFor={id}>{t('field.minutes')}</label>
        <select
          id={id}
          value={settings.realityCheckMinutes ?? 0}
          disabled={save.isPending}
          onChange={(e) => save.mutate(Number(e.target.value) as 0 | 15 | 30 | 60)}
        >
          <option value={0}>{t('responsible.reality.off')}</option>
          {realityCheckIntervals.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('responsible.reality.every', { minutes })}
            </option>
          ))}
        </select>
      </div>
      {save.isSuccess && <p role="status" className="form-success">{t('responsible.reality.saved')}</p>}
    </section>
  )
}
