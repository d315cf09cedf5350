import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import { useZoneName } from '../useZoneName'
import './signIn.css'
import { Spinner } from '../progress/Spinner'
import { CloseDialogButton } from '../dialogs/CloseDialogButton'
import { RulesTable } from '../forms/RulesTable'
import { useMemberQueries } from '../member/useMemberQueries'

/** The sign-in rules: when a day starts, the points for each day of a streak, the ticket, and who takes part. */
export default function DailyCheckDetailPopDialog() {
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const format = useFormat()
  const zoneName = useZoneName()
  const { member } = useMember()
  const list = useQuery(memberQueries.activity.signIn(member.id))

  if (!list.data) return <Spinner />
  return (
    <div className="form">
      <ul className="rules-list">
        <li>{t('sign_in.rule_once', { zone: zoneName(list.data.timeZone) })}</li>
        <li>{t('sign_in.rule_streak')}</li>
        <li>{t('sign_in.rule_ticket')}</li>
        <li>{t('sign_in.rule_points', { kind: t('transactions.kind.sign_in_reward') })}</li>
        <li>{t('sign_in.rule_who')}</li>
      </ul>
      <RulesTable className="rules-table" caption={t('sign_in.ladder')} headers={[t('sign_in.column_day'), t('sign_in.column_reward')]}>
        {list.data.ladder.map((step) => (
          <tr key={step.day}>
            <th scope="row">{t('sign_in.day_n', { day: step.day })}</th>
            <td className="num">
              {t('sign_in.points_short', { points: format.number(step.points) })}
              {step.tickets > 0 && `, ${t('sign_in.ticket_short', { count: step.tickets })}`}
            </td>
          </tr>
        ))}
      </RulesTable>
      <CloseDialogButton />
    </div>
  )
}
