import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { DepositOrder } from '../../shared/calls/deposits'
import { useServices } from '../../app/services'
import { FlowNotice } from '../flows/FlowNotice'
import { useFlow } from '../flows/useFlow'
import { useDepositErrorText } from './useDepositErrorText'
import { useFlows } from '../flows/useFlows'

/** What the member can do with an open order: pay a USDT order, say a VIP order is paid or cancel
 *  it, replace an offline receipt. Nothing for a decided order or one under review. */
export function OrderActions({ order }: { order: DepositOrder }) {
  const { t } = useTranslation()
  const { dialogs } = useServices()
  const flows = useFlows()
  const vip = useFlow(flows.depositVipStatus)
  const depositError = useDepositErrorText()
  const { begin } = vip
  useEffect(() => begin(), [begin, order.reference])

  if (order.channel === 'usdt' && order.status === 'awaiting_payment') {
    return (
      <div className="button-row">
        <button type="button" className="button" onClick={() => dialogs.send({ type: 'dialog.open', name: 'CryptocurrencyDetail', props: { reference: order.reference } })}>
          {t('deposit.pay_usdt')}
        </button>
      </div>
    )
  }
  if (order.channel === 'offline' && order.status === 'submitted') {
    return (
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={() => dialogs.send({ type: 'dialog.open', name: 'DepositUploadDetail', props: { reference: order.reference } })}>
          {t('deposit.replace_receipt')}
        </button>
      </div>
    )
  }
  if (order.channel === 'vip' && order.status === 'awaiting_payment') {
    return (
      <>
        <div className="button-row">
          <button type="button" className="button" disabled={vip.busy} onClick={() => vip.submit({ reference: order.reference, action: 'paid' })}>
            {t('deposit.mark_paid')}
          </button>
          <button type="button" className="button button-secondary" disabled={vip.busy} onClick={() => vip.submit({ reference: order.reference, action: 'cancel' })}>
            {t('deposit.cancel_order')}
          </button>
        </div>
        {vip.error && (
          <p className="form-error" role="alert">
            {depositError(vip.error)}
          </p>
        )}
        <FlowNotice step={vip.step} recovered={vip.recovered} onCheck={vip.check} />
      </>
    )
  }
  return null
}
