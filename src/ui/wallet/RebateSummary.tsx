import { useSuspenseQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'

/** The rebate accrued since the last claim, and the way to the card that claims it. */
export function RebateSummary() {
  const { queries, dialogs } = useServices()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const id = useId()
  const rebate = useSuspenseQuery(queries.play.rebate(member.id))
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('rebate.title')}</h2>
      <p>{t('rebate.accrued', { amount: format.money(rebate.data.total, member.currency) })}</p>
      <button type="button" className="button" onClick={() => dialogs.send({ type: 'dialog.open', name: 'RealtimeRebateCard' })}>
        {t('rebate.open')}
      </button>
    </section>
  )
}
