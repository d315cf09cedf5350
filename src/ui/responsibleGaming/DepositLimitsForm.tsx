import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { DepositLimitWindow, ResponsibleGamingSettings } from '../../shared/calls/responsibleGaming'
import type { ApiError } from '../../api/client'
import { memberKey } from '../../api/memberKeys'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { LimitsPanel } from './LimitsPanel'

/** The deposit limits: what is in force, what is pending and from when, and what remains. */
export function DepositLimitsForm({ settings }: { settings: ResponsibleGamingSettings }) {
  const { t } = useTranslation()
  const { api } = useServices()
  const queryClient = useQueryClient()
  const { member } = useMember()
  const save = useMutation<ResponsibleGamingSettings, ApiError, Record<DepositLimitWindow, number | null>>({
    mutationFn: (limits) => api.setDepositLimits(limits),
    onSuccess: (answer) => queryClient.setQueryData(memberKey('limits', member.id), answer),
  })

  return (
    <LimitsPanel
      kind="rg"
      title={t('responsible.limits.title')}
      intro={t('responsible.limits.intro')}
      windows={settings.windows}
      limits={settings.limits}
      counted={{ header: t('responsible.limits.used'), amount: (w) => w.used }}
      fieldLabel={(w) => t(`field.${w}`)}
      pending={settings.pending && { ...settings.pending, text: 'responsible.limits.pending' }}
      save={{ ...save, saved: t('responsible.limits.saved'), label: t('responsible.limits.save') }}
    >
      {settings.reviewDueAt && Date.parse(settings.reviewDueAt) <= Date.now() && <p role="status">{t('responsible.limits.review')}</p>}
    </LimitsPanel>
  )
}
