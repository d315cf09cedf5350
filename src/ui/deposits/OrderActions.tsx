import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { DepositOrder } from '../../shared/calls/deposits'
import { useServices } from '../../app/services'
import { FlowNotice } from '../flows/FlowNotice'
import { useFlow } from '../flows/useFlow'
import { useDepositErrorText } from './useDepositErrorText'
import { useFlows } from '../flows/useFlows'

/** What the member can do with an open order: pay a USDT order, say a VIP order is paid, replace an
 *  offline receipt, and cancel any order until it is decided. Nothing for a decided order. */
export function OrderActions({ order }: { order: DepositOrder }) {
  const { t } = useTranslation()
  const flows = useFlows()
  const vip = useFlow(flows.depositVipStatus)
  const cancel = useFlow(flows.depositCancel)
  const depositError = useDepositErrorText()
  const { begin: beginVip } = vip
  const { begin: beginCancel } = cancel
  useEffect(() => {
    beginVip()
    beginCancel()
  }, [beginVip, beginCancel, order.reference])

  if (order.status !== 'awaiting_payment' && order.status !== 'submitted') return null
  const busy = vip.busy || cancel.busy
  const error = vip.error ?? cancel.error
  return (
    <>
      <div className="button-row">
        <ChannelAction order={order} busy={busy} onPaid={() => vip.submit({ reference: order.reference, action: 'paid' })} />
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => cancel.submit({ reference: order.reference })}>
          {t('deposit.cancel_order')}
        </button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {depositError(error)}
        </p>
      )}
      <FlowNotice step={vip.step} recovered={vip.recovered} onCheck={vip.check} />
      <FlowNotice step={cancel.step} recovered={cancel.recovered} onCheck={cancel.check} />
    </>
  )
}

/** The step the order's channel takes next, if the member has one to take. */
function ChannelAction({ order, busy, onPaid }: { order: DepositOrder; busy: boolean; onPaid: () => void }) {
  const { t } = useTranslation()
  const { dialogs } = useServices()
  if (order.channel === 'usdt' && order.status === 'awaiting_payment') {
    return (
      <button type="button" className="button" onClick={() => dialogs.send({ type: 'dialog.open', name: 'CryptocurrencyDetail', props: { reference: order.reference } })}>
        {t('deposit.pay_usdt')}
      </button>
    )
  }
  if (order.channel === 'offline' && order.status === 'submitted') {
    return (
      <button type="button" className="button button-secondary" onClick={() => dialogs.send({ type: 'dialog.open', name: 'DepositUploadDetail', props: { reference: order.reference } })}>
        {t('deposit.replace_receipt')}
      </button>
    )
  }
  if (order.channel === 'vip' && order.status === 'awaiting_payment') {
    return (
      <button type="button" className="button" disabled={busy} onClick={onPaid}>
        {t('deposit.mark_paid')}
      </button>
    )
  }
  return null
}
