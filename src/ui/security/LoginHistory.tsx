import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LOGIN_HISTORY_PAGE_SIZE } from '../../api/securityQueries'
import { Pager } from '../forms/Pager'
import { RecordList } from '../forms/RecordList'
import { useMember } from '../member/useMember'
import { deviceName } from './deviceName'
import { Spinner } from '../progress/Spinner'
import { DateTime } from '../forms/DateTime'
import { useMemberQueries } from '../member/useMemberQueries'

/** Every login to the account, right or wrong, newest first: when, from where, in what. */
export function LoginHistory() {
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const { member } = useMember()
  const id = useId()
  const [page, setPage] = useState(1)
  const history = useQuery(memberQueries.security.loginHistory(member.id, page))
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / LOGIN_HISTORY_PAGE_SIZE)) : 1

  return (
    <section className="panel wide" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('security.history.title')}</h2>
      {history.isPending && <Spinner />}
      {history.data?.total === 0 && <p className="empty">{t('security.history.empty')}</p>}
      {history.data && history.data.total > 0 && (
        <>
          <RecordList
            label={t('security.history.title')}
            records={history.data.records}
            recordKey={(record) => record.id}
            recordTestId="login"
            columns={[
              { header: t('security.history.time'), cell: (record) => <DateTime iso={record.at} /> },
              {
                header: t('security.history.result'),
                lead: true,
                cell: (record) => (
                  <span className={`status-pill request-status-${record.success ? 'approved' : 'rejected'}`}>
                    {record.success ? t('security.history.success') : t('security.history.failure')}
                  </span>
                ),
              },
              { header: t('security.sessions.device'), cell: (record) => deviceName(t, record) },
              { header: t('security.sessions.address'), cell: (record) => record.ip },
            ]}
          />
          <Pager label={t('security.history.pages')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  )
}
