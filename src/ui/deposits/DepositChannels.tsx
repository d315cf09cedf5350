import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import { OrderActions } from './OrderActions'
import { OrderFacts } from './OrderFacts'
import { useMemberQueries } from '../member/useMemberQueries'

/** The four channels with their limits, or, while the member has an open order, that order instead
 *  of a second form. */
export function DepositChannels() {
  const { dialogs } = useServices()
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const info = useSuspenseQuery(memberQueries.deposits.info(member.id))
  const { open, channels } = info.data

  if (open) {
    return (
      <section className="panel" aria-labelledby="deposit-open-title">
        <h2 id="deposit-open-title">{t('deposit.open_title')}</h2>
        <p>{t('deposit.open_intro')}</p>
        <OrderFacts order={open} />
        <OrderActions order={open} />
      </section>
    )
  }
  return (
    <section aria-labelledby="deposit-channels-title">
      <h2 id="deposit-channels-title">{t('deposit.channels_title')}</h2>
      <ul className="promotion-list">
        {channels.map((channel) => (
          <li key={channel.channel} className="panel">
            <h3>{t(`deposit.channel.${channel.channel}`)}</h3>
            <p>{t(`deposit.intro.${channel.channel}`)}</p>
            <p className="hint">{t('deposit.limits', { min: format.money(channel.min, member.currency), max: format.money(channel.max, member.currency) })}</p>
            <button
              type="button"
              className={channel.open ? 'button' : 'button button-secondary'}
              onClick={() =>
                dialogs.send(
                  channel.open
                    ? { type: 'dialog.open', name: 'DepositPop', props: { channel: channel.channel } }
                    : { type: 'dialog.open', name: 'UnableToRecharge', props: { reason: 'channel_closed' } },
                )
              }
            >
              {t(`deposit.start.${channel.channel}`)}
            </button>
            {!channel.open && <p className="hint">{t('deposit.vip_only')}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
