import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DAILY_CHECK_COOKIE } from '../../app/storage'
import { useServices } from '../../app/services'
import { useFlagCookie } from '../announcements/useFlagCookie'
import { useMember } from '../member/useMember'
import { ParticipationNotice } from './ParticipationNotice'
import { SignInAction } from './SignInAction'
import { StreakLadder } from './StreakLadder'
import { Spinner } from '../progress/Spinner'
import { useMemberQueries } from '../member/useMemberQueries'

/** Offers today's sign-in (once a day, from the member hub), with the streak so far and the rules a click away. */
export default function DailyCheckDialog() {
  const { dialogs } = useServices()
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const { member } = useMember()
  const list = useQuery(memberQueries.activity.signIn(member.id))
  useFlagCookie(DAILY_CHECK_COOKIE)

  if (!list.data) return <Spinner />
  return (
    <div className="form">
      {!member.participation && <ParticipationNotice />}
      <p>{t('sign_in.streak', { count: list.data.streak })}</p>
      <StreakLadder list={list.data} />
      <SignInAction list={list.data} participation={member.participation} />
      <div className="dialog-links">
        <button type="button" className="link-button" onClick={() => dialogs.send({ type: 'dialog.open', name: 'DailyCheckDetailPop' })}>
          {t('sign_in.rules')}
        </button>
        <Link to="/member/sign-in" className="link-button" onClick={() => dialogs.send({ type: 'dialog.closeAll' })}>
          {t('sign_in.to_calendar')}
        </Link>
      </div>
    </div>
  )
}
