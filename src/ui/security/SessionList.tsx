import { useMutation, useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { RecordList } from '../forms/RecordList'
import { useMember } from '../member/useMember'
import { deviceName } from './deviceName'
import { Spinner } from '../progress/Spinner'
import { DateTime } from '../forms/DateTime'
import { useMemberQueries } from '../member/useMemberQueries'

/** The member's live sessions (this one marked) and "Sign out other devices", which ends the rest and their games. */
export function SessionList() {
  const { api } = useServices()
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const { member } = useMember()
  const id = useId()
  const sessions = useQuery(memberQueries.security.sessions(member.id))
  const signOut = useMutation({ mutationFn: () => api.signOutOtherDevices() })
  const others = (sessions.data?.sessions ?? []).filter((session) => !session.current).length

  return (
    <section className="panel wide" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('security.sessions.title')}</h2>
      {sessions.isPending && <Spinner />}
      {sessions.data && (
        <RecordList
          label={t('security.sessions.title')}
          records={sessions.data.sessions}
          recordKey={(session) => session.id}
          recordTestId="session"
          columns={[
            {
              header: t('security.sessions.device'),
              lead: true,
              cell: (session) => (
                <>
                  {deviceName(t, session)}
                  {session.current && <span className="status-pill request-status-approved session-current">{t('security.sessions.current')}</span>}
                </>
              ),
            },
            { header: t('security.sessions.address'), cell: (session) => session.ip || '—' },
            { header: t('security.sessions.last_seen'), cell: (session) => <DateTime iso={session.lastSeenAt} /> },
            { header: t('security.sessions.started'), cell: (session) => <DateTime iso={session.startedAt} /> },
          ]}
        />
      )}
      {sessions.data && others === 0 && <p className="empty">{t('security.sessions.only_this')}</p>}
      {signOut.isSuccess && (
        <p role="status" className="form-success">
          {t('security.sessions.signed_out', { count: signOut.data.revokedSessions })}
        </p>
      )}
      <button type="button" className="button button-secondary" disabled={signOut.isPending || others === 0} onClick={() => signOut.mutate()}>
        {t('security.sessions.sign_out_others')}
      </button>
    </section>
  )
}
