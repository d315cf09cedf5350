import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { LossLimitSettings } from '../../shared/calls/lossLimits'
import type { DepositLimitWindow } from '../../shared/calls/responsibleGaming'
import type { ApiError } from '../../api/client'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import { LimitsPanel } from './LimitsPanel'
import { useMemberQueries } from '../member/useMemberQueries'

/** The loss limits, beside the deposit limits: what is in force, lost and left per window, and any pending raise. */
export function LossLimitsForm() {
  const { t } = useTranslation()
  const { api } = useServices()
  const memberQueries = useMemberQueries()
  const queryClient = useQueryClient()
  const format = useFormat()
  const { member } = useMember()
  const query = memberQueries.responsibleGaming.lossLimits(member.id)
  const { data: settings } = useSuspenseQuery(query)
  const save = useMutation<LossLimitSettings, ApiError, Record<DepositLimitWindow, number | null>>({
    mutationFn: (limits) => api.setLossLimits(limits),
    onSuccess: (answer) => queryClient.setQueryData(query.queryKey, answer),
  })

  return (
    <LimitsPanel
      kind="loss"
      title={t('responsible.loss.title')}
      intro={t('responsible.loss.intro')}
      windows={settings.windows}
      limits={settings.limits}
      counted={{ header: t('responsible.loss.lost'), amount: (w) => w.lost }}
      fieldLabel={(w) => t(`responsible.loss.field_${w}`)}
      pending={settings.pending && { ...settings.pending, text: 'responsible.loss.pending' }}
      save={{ ...save, saved: t('responsible.loss.saved'), label: t('responsible.loss.save') }}
    >
      {settings.remaining !== null && settings.resetsAt && (
        <p data-testid="loss-limit-summary">{t('responsible.loss.remaining_until', { amount: format.money(settings.remaining, member.currency), at: format.dateTime(settings.resetsAt) })}</p>
      )}
    </LimitsPanel>
  )
}
