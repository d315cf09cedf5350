import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { RecordList } from '../forms/RecordList'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import { useMemberQueries } from '../member/useMemberQueries'

/** The members this member brought in: masked names, when they joined, whether they have deposited. */
export function ReferralList() {
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const { data } = useSuspenseQuery(memberQueries.agents.referrals(member.id))
  return (
    <section aria-labelledby="referrals-title">
      <h2 id="referrals-title">{t('agents.referrals', { count: data.total })}</h2>
      {data.referrals.length === 0 ? (
        <p className="empty">{t('agents.no_referrals')}</p>
      ) : (
        <RecordList
          label={t('agents.referrals', { count: data.total })}
          testId="referral-table"
          records={data.referrals.map((referral, index) => ({ ...referral, key: `${referral.username}-${referral.joinedAt}-${index}` }))}
          recordKey={(referral) => referral.key}
          columns={[
            { header: t('agents.column.member'), lead: true, cell: (referral) => referral.username },
            { header: t('agents.column.joined'), cell: (referral) => format.dateTime(referral.joinedAt) },
            { header: t('agents.column.deposited'), cell: (referral) => (referral.deposited ? t('agents.deposited_yes') : t('agents.deposited_no')) },
            { header: t('agents.column.code'), cell: (referral) => referral.subAgentCode ?? t('agents.via_referral_code') },
          ]}
        />
      )}
      {data.total > data.referrals.length && <p className="hint">{t('agents.showing', { shown: data.referrals.length, total: data.total })}</p>}
    </section>
  )
}
