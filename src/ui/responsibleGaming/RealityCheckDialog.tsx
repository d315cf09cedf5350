import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { selectMember } from '../../machines/session/selectors'
import { useFormat } from '../useFormat'
import { Spinner } from '../progress/Spinner'
import { useMemberQueries } from '../member/useMemberQueries'

/** The reality check: how long the member has been logged in and what they won or lost since. */
export default function RealityCheckDialog() {
  const { t } = useTranslation()
  const { session, dialogs } = useServices()
  const memberQueries = useMemberQueries()
  const format = useFormat()
  const member = useSelector(session, selectMember)
  const summary = useQuery({ ...memberQueries.responsibleGaming.sessionSummary(member?.id ?? 0), enabled: member !== null, staleTime: 0 })
  const close = () => dialogs.send({ type: 'dialog.close' })
  if (!member || !summary.data) return <Spinner />
  const { minutes, netResult } = summary.data
  return (
    <div className="form">
      <p>{t('responsible.reality.logged_in', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}</p>
      <p data-testid="reality-net">
        {t(netResult < 0 ? 'responsible.reality.net_loss' : 'responsible.reality.net_win', { amount: format.money(Math.abs(netResult), member.currency) })}
      </p>
      <div className="button-row">
        <Link to="/member/account-details" className="button button-secondary" onClick={close}>
          {t('responsible.reality.history')}
        </Link>
        <button type="button" className="button button-secondary" onClick={() => { close(); session.send({ type: 'session.logout' }) }}>
          {t('responsible.reality.logout')}
        </button>
        <button type="button" className="button" autoFocus onClick={close}>
          {t('responsible.reality.continue')}
        </button>
      </div>
    </div>
  )
}
