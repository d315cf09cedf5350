import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { MessageKind } from '../../shared/calls/messages'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import './unread.css'
import { useMemberQueries } from '../member/useMemberQueries'

const KINDS: readonly MessageKind[] = ['member', 'service']

/** The unread messages of one box on its first page (where MailDetail finds them), each opening in MailDetail. */
function UnreadBox({ kind }: { kind: MessageKind }) {
  const { dialogs } = useServices()
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const page = useQuery(memberQueries.messages.page(member.id, kind, 1))
  const count = member.unread[kind]
  if (count === 0) return null
  const unread = page.data?.messages.filter((message) => !message.read) ?? []
  const more = count - unread.length
  return (
    <section aria-labelledby={`unread-${kind}`}>
      <h3 id={`unread-${kind}`}>{t(`unread.box.${kind}`, { count })}</h3>
      <ul className="unread-list">
        {unread.map((message) => (
          <li key={message.id}>
            <button type="button" className="link-button" onClick={() => dialogs.send({ type: 'dialog.open', name: 'MailDetail', props: { id: message.id, kind, page: 1 } })}>
              {message.title}
            </button>
            <span className="hint"> {format.dateTime(message.createdAt)}</span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="hint">{t('unread.more', { count: more })}</p>}
      <Link
        to={kind === 'member' ? '/member/member-message' : '/member/customer-service-center'}
        onClick={() => dialogs.send({ type: 'dialog.closeAll' })}
      >
        {t(`unread.all.${kind}`)}
      </Link>
    </section>
  )
}

/** Told once per browser session right after login: the unread messages and customer-service replies, with a link to each. */
export default function UnreadDialog() {
  const { dialogs } = useServices()
  const { t } = useTranslation()
  const { member } = useMember()
  const none = member.unread.member + member.unread.service === 0
  return (
    <div className="form">
      {none ? <p>{t('unread.none')}</p> : <p>{t('unread.intro')}</p>}
      {KINDS.map((kind) => (
        <UnreadBox key={kind} kind={kind} />
      ))}
      <button type="button" className="button button-secondary" onClick={() => dialogs.send({ type: 'dialog.close' })}>
        {t('unread.later')}
      </button>
    </div>
  )
}
