import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'

/** The members this member brought in: masked names, when they joined, whether they have deposited. */
export function ReferralList() {
  const { queries } = useServices()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const { data } = useSuspenseQuery(queries.agents.referrals(member.id))
  return (
    <section aria-labelledby="referrals-title">
      <h2 id="referrals-title">{t('agents.referrals', { count: data.total })}</h2>
      {data.referrals.length === 0 ? (
        <p className="empty">{t('agents.no_referrals')}</p>
      ) : (
        <div className="table-scroll">
          <table className="bet-table" data-testid="referral-table">
            <thead>
              <tr>
                <th scope="col">{t('agents.column.member')}</th>
                <th scope="col">{t('agents.column.joined')}</th>
                <th scope="col">{t('agents.column.deposited')}</th>
                <th scope="col">{t('agents.column.code')}</th>
              </tr>
            </thead>
            <tbody>
              {data.referrals.map((referral, index) => (
                <tr key={`${referral.username}-${referral.joinedAt}-${index}`}>
                  <td>{referral.username}</td>
                  <td>{format.dateTime(referral.joinedAt)}</td>
                  <td>{referral.deposited ? t('agents.deposited_yes') : t('agents.deposited_no')}</td>
                  <td>{referral.subAgentCode ?? t('agents.via_referral_code')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.total > data.referrals.length && <p className="hint">{t('agents.showing', { shown: data.referrals.length, total: data.total })}</p>}
    </section>
  )
}
