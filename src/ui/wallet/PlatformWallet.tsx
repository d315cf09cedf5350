import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { GamePlatform } from '../../shared/calls/play'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { RecordList } from '../forms/RecordList'
import { useFormat } from '../useFormat'

/** Each game platform's balance, asked again on demand, with transfers in, out and back. */
export function PlatformWallet() {
  const { queries, dialogs } = useServices()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const id = useId()
  const platforms = useSuspenseQuery(queries.play.platforms(member.id))
  const list = platforms.data.platforms
  const onPlatforms = list.reduce((sum, p) => sum + p.balance, 0)
  const transfer = platforms.data.wallet === 'transfer'

  return (
    <section className="panel wide" aria-labelledby={`${id}-title`}>
      <div className="section-header">
        <h2 id={`${id}-title`}>{t('wallet.platforms')}</h2>
        <div className="button-row">
          <button type="button" className="button button-secondary" disabled={platforms.isFetching} onClick={() => void platforms.refetch()}>
            {t('wallet.refresh_all')}
          </button>
          <button
            type="button"
            className="button"
            disabled={onPlatforms === 0}
            onClick={() => dialogs.send({ type: 'dialog.open', name: 'TransferBack' })}
          >
            {t('wallet.all_back')}
          </button>
        </div>
      </div>
      <p className="hint">{t('wallet.on_platforms', { amount: format.money(onPlatforms, member.currency) })}</p>
      <RecordList
        label={t('wallet.platforms')}
        records={list}
        recordKey={(platform) => platform.slug}
        recordTestId={(platform) => `platform-${platform.slug}`}
        columns={[
          {
            header: t('field.platform'),
            lead: true,
            cell: (platform) => (
              <>
                {platform.name}
                {platform.status === 'maintenance' && <span className="platform-status"> {t('wallet.maintenance')}</span>}
              </>
            ),
          },
          {
            header: t('wallet.balance'),
            lead: true,
            numeric: true,
            cell: (platform) => (
              <>
                {format.money(platform.balance, member.currency)}
                {platform.pending > 0 && <span className="hint record-note">{t('wallet.pending_amount', { amount: format.money(platform.pending, member.currency) })}</span>}
              </>
            ),
          },
          { header: t('wallet.actions'), quietHeader: true, cell: (platform) => <PlatformActions platform={platform} transfer={transfer} /> },
        ]}
      />
    </section>
  )
}

/** Ask one platform for its balance, move money into it (a transfer wallet), or bring it back. */
function PlatformActions({ platform, transfer }: { platform: GamePlatform; transfer: boolean }) {
  const { api, queries, dialogs } = useServices()
  const queryClient = useQueryClient()
  const { t } = useTranslation()
  const { member } = useMember()
  const listKey = queries.play.platforms(member.id).queryKey
  // Asks this platform alone for its balance and puts the answer into the list.
  const refresh = useMutation({
    mutationFn: () => api.getPlatformBalance({ platform: platform.slug }),
    onSuccess: (fresh) =>
      queryClient.setQueryData(listKey, (current) =>
        current ? { ...current, platforms: current.platforms.map((p) => (p.slug === fresh.slug ? fresh : p)) } : current,
      ),
  })
  const maintenance = platform.status === 'maintenance'
  return (
    <div className="record-actions">
      <button
        type="button"
        className="button button-secondary"
        aria-label={t('wallet.refresh_platform', { platform: platform.name })}
        disabled={refresh.isPending}
        onClick={() => refresh.mutate()}
      >
        {t('wallet.refresh')}
      </button>
      {transfer && (
        <button
          type="button"
          className="button"
          aria-label={t('wallet.transfer_platform', { platform: platform.name })}
          disabled={maintenance}
          onClick={() => dialogs.send({ type: 'dialog.open', name: 'PlatformTransfer', props: { platform: platform.slug } })}
        >
          {t('wallet.transfer')}
        </button>
      )}
      <button
        type="button"
        className="button button-secondary"
        aria-label={t('wallet.back_platform', { platform: platform.name })}
        disabled={maintenance || platform.balance === 0}
        onClick={() => dialogs.send({ type: 'dialog.open', name: 'TransferBack', props: { platform: platform.slug } })}
      >
        {t('wallet.back')}
      </button>
    </div>
  )
}
