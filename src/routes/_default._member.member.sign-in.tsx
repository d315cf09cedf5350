import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useServices } from '../app/services'
import { LuckyDraws } from '../ui/draws/LuckyDraws'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../shared/memberPages'
import { useMember } from '../ui/member/useMember'
import { ParticipationNotice } from '../ui/signIn/ParticipationNotice'
import { SignInAction } from '../ui/signIn/SignInAction'
import { SignInCalendar } from '../ui/signIn/SignInCalendar'
import { useZoneName } from '../ui/useZoneName'
import { useMemberQueries } from '../ui/member/useMemberQueries'
import { memberQueriesOf } from '../api/memberQueries'

export const Route = createFileRoute('/_default/_member/member/sign-in')({
  staticData: { titleKey: titleKeyOf('/member/sign-in') },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(memberQueriesOf(context.api).activity.signIn(context.member.id)),
      context.queryClient.ensureQueryData(memberQueriesOf(context.api).activity.draws(context.member.id)),
    ]),
  component: SignInPage,
})

function SignInPage() {
  const { t } = useTranslation()
  const zoneName = useZoneName()
  const { dialogs } = useServices()
  const memberQueries = useMemberQueries()
  const { member } = useMember()
  const { data: list } = useSuspenseQuery(memberQueries.activity.signIn(member.id))
  return (
    <MemberPage path="/member/sign-in">
      {!member.participation && <ParticipationNotice />}
      <section aria-labelledby="sign-in-title">
        <div className="section-header">
          <h2 id="sign-in-title">{t('sign_in.title')}</h2>
          <button type="button" className="button button-secondary" onClick={() => dialogs.send({ type: 'dialog.open', name: 'DailyCheckDetailPop' })}>
            {t('sign_in.rules')}
          </button>
        </div>
        <div className="sign-in-summary">
          <p data-testid="sign-in-streak">{t('sign_in.streak', { count: list.streak })}</p>
          <p className="hint">{t('sign_in.day_starts', { zone: zoneName(list.timeZone) })}</p>
        </div>
        <SignInAction list={list} participation={member.participation} />
        <SignInCalendar list={list} />
      </section>
      <LuckyDraws />
    </MemberPage>
  )
}
