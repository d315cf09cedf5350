import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MESSAGE_PAGE_SIZE } from '../../api/messageQueries'
import { messageKinds, type MessageKind } from '../../shared/calls/messages'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { Pager } from '../forms/Pager'
import { Spinner } from '../progress/Spinner'
import { DateTime } from '../forms/DateTime'
import { useMemberQueries } from '../member/useMemberQueries'

type Kind = MessageKind

/** Both inboxes, newest first: pick messages to mark read or delete, or open one to read it. */
export function MessageInbox() {
  const { t } = useTranslation()
  const { member } = useMember()
  const [kind, setKind] = useState<Kind>('member')
  const unread = { member: member.unread.member, service: member.unread.service }

  return (
    <section className="message-inbox">
      <div className="chip-row" role="tablist" aria-label={t('messages.tabs')}>
        {messageKinds.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`messages-tab-${tab}`}
            aria-selected={kind === tab}
            aria-controls="messages-panel"
            className="chip"
            data-status={kind === tab ? 'active' : undefined}
            onClick={() => setKind(tab)}
          >
            {t(`messages.tab.${tab}`)} ({unread[tab]})
          </button>
        ))}
      </div>
      <div id="messages-panel" role="tabpanel" aria-labelledby={`messages-tab-${kind}`}>
        <MessagePages key={kind} kind={kind} />
      </div>
    </section>
  )
}

function MessagePages({ kind }: { kind: Kind }) {
  const { api, dialogs } = useServices()
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const { member } = useMember()
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [confirming, setConfirming] = useState(false)
  const list = useQuery(memberQueries.messages.page(member.id, kind, page))
  const messages = list.data?.messages ?? []
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / MESSAGE_PAGE_SIZE))
  const ids = [...selected].filter((id) => messages.some((m) => m.id === id))
  const allSelected = messages.length > 0 && ids.length === messages.length

  const afterChange = () => {
    setSelected(new Set())
    setConfirming(false)
  }
  const markRead = useMutation({ mutationFn: (batch: number[]) => api.batchReadMemberPrivateMessage({ ids: batch }), onSuccess: afterChange })
  const remove = useMutation({
    mutationFn: (batch: number[]) => api.batchDeleteMemberPrivateMessage({ ids: batch }),
    onSuccess: () => {
      // Deleting the last messages of a page shows the page before it.
      if (ids.length === messages.length && page > 1) setPage(page - 1)
      afterChange()
    },
  })
  const busy = markRead.isPending || remove.isPending

  const toggle = (id: number) => {
    const next = new Set(selected)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setSelected(next)
  }
  const goTo = (next: number) => {
    setSelected(new Set())
    setConfirming(false)
    setPage(next)
  }

  return (
    <>
      <div className="message-actions">
        <label className="message-select-all">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={messages.length === 0}
            onChange={() => setSelected(allSelected ? new Set() : new Set(messages.map((m) => m.id)))}
          />
          {t('messages.select_all')}
        </label>
        <button type="button" className="button button-secondary" disabled={ids.length === 0 || busy} onClick={() => markRead.mutate(ids)}>
          {t('messages.mark_read')}
        </button>
        <button type="button" className="button button-secondary" disabled={ids.length === 0 || busy} onClick={() => setConfirming(true)}>
          {t('messages.delete')}
        </button>
      </div>
      {confirming && ids.length > 0 && (
        <div className="message-confirm" role="group" aria-label={t('messages.confirm_title')}>
          <p>{t('messages.confirm_delete', { count: ids.length })}</p>
          <div className="pwa-actions">
            <button type="button" className="button" disabled={busy} onClick={() => remove.mutate(ids)}>
              {t('messages.confirm_delete_button')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              {t('messages.cancel')}
            </button>
          </div>
        </div>
      )}

      {list.isPending && <Spinner />}
      {list.data && messages.length === 0 && <p className="empty">{t(`messages.empty.${kind}`)}</p>}
      {messages.length > 0 && (
        <ul className="message-list">
          {messages.map((message) => (
            <li key={message.id} className="message-row" data-unread={message.read ? undefined : 'true'} data-testid="message-row">
              <input
                type="checkbox"
                checked={selected.has(message.id)}
                onChange={() => toggle(message.id)}
                aria-label={t('messages.select', { title: message.title })}
              />
              <button
                type="button"
                className="message-open"
                onClick={() => dialogs.send({ type: 'dialog.open', name: 'MailDetail', props: { id: message.id, kind, page } })}
              >
                {!message.read && <span className="message-unread">{t('messages.unread')}</span>}
                <span className="message-title">{message.title}</span>
                {message.prize && !message.prize.claimed && <span className="message-prize">{t('messages.has_prize')}</span>}
                <DateTime className="news-date" iso={message.createdAt} />
              </button>
            </li>
          ))}
        </ul>
      )}

      <Pager label={t('messages.pages')} page={page} pages={pages} onPage={goTo} />
    </>
  )
}
