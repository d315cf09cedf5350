import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DepositOrder } from '../../shared/calls/deposits'
import { CopyableValue } from '../forms/CopyableValue'
import { FactsList } from '../forms/FactsList'
import { UploadedImage } from '../forms/UploadedImage'
import { useMember } from '../member/useMember'
import { StatusBadge } from '../forms/StatusBadge'
import { useFormat } from '../useFormat'
import { usdtText } from './depositFlows'

/** One deposit order's facts: what the member quotes to support, where the money goes, and where it stands. */
export function OrderFacts({ order, receipt = false }: { order: DepositOrder; receipt?: boolean }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const rows: Array<[string, ReactNode]> = [
    [t('deposit.reference'), <CopyableValue value={order.reference} label={t('deposit.reference')} />],
    [t('deposit.channel_label'), t(`deposit.channel.${order.channel}`)],
    [t('field.amount'), format.money(order.amount, member.currency)],
    [t('field.status'), <StatusBadge kind="deposit" status={order.status} reason={order.reason} />],
    [t('requests.next_title'), t(`requests.next.deposit.${order.status}`)],
    [t('deposit.created_at'), format.dateTime(order.createdAt)],
  ]
  if (order.decidedAt) rows.push([t('deposit.decided_at'), format.dateTime(order.decidedAt)])
  if (order.depositorName) rows.push([t('field.depositorName'), order.depositorName])
  if (order.couponBonus) rows.push([t('coupons.order_bonus'), format.money(order.couponBonus, member.currency)])
  if (order.account) {
    rows.push([t('deposit.account.bank'), order.account.bankName])
    rows.push([t('deposit.account.holder'), order.account.accountHolder])
    rows.push([t('deposit.account.number'), <CopyableValue value={order.account.accountNumber} label={t('deposit.account.number')} />])
  }
  if (order.paidAt) rows.push([t('field.paidAt'), format.dateTime(order.paidAt)])
  if (order.crypto) {
    rows.push([t('field.network'), order.crypto.network])
    rows.push([t('deposit.usdt_amount'), `${usdtText(order.crypto.microUsdt)} USDT`])
    if (order.crypto.transactionHash) rows.push([t('field.transactionHash'), <CopyableValue value={order.crypto.transactionHash} label={t('field.transactionHash')} />])
  }
  return (
    <>
      <FactsList rows={rows} />
      {receipt && order.receiptId && <UploadedImage id={order.receiptId} alt={t('deposit.receipt_of', { reference: order.reference })} />}
    </>
  )
}
