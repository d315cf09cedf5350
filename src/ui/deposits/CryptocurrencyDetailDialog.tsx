import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFlows } from '../flows/useFlows'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { TextField } from '../forms/TextField'
import { QrCode } from '../qr/QrCode'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'
import { usdtText } from './depositFlows'
import { OrderFacts } from './OrderFacts'
import { useDepositOrder } from './useDepositOrder'
import { CopyableValue } from '../forms/CopyableValue'
import { FactsList } from '../forms/FactsList'
import { Spinner } from '../progress/Spinner'
import { FormError } from '../forms/FormError'

const TRANSACTION_HASH = /^(0x)?[0-9a-fA-F]{64}$/

/** Where to send a USDT order's exact amount and by when; then the member gives the transaction
 *  hash (the order goes before the operator). Cancelling is in the order's details, as for every order. */
export default function CryptocurrencyDetailDialog({ props: { reference } }: DialogComponentProps<'CryptocurrencyDetail'>) {
  const flows = useFlows()
  const { t } = useTranslation()
  const errorText = useErrorText()
  const format = useFormat()
  const { order, pending } = useDepositOrder(reference)
  const edit = useBegunFlow(flows.depositUsdtStatus)
  const [hash, setHash] = useState('')
  const [checked, setChecked] = useState(false)

  if (pending) return <Spinner />
  if (!order?.crypto) return <p role="alert">{t('deposit.not_found', { reference })}</p>
  const { crypto } = order
  const amount = usdtText(crypto.microUsdt)
  if (order.status !== 'awaiting_payment') return <OrderFacts order={order} />

  const hashError = !TRANSACTION_HASH.test(hash.trim()) ? errorText('back.errorCode.field_invalid', { field: 'transactionHash' }) : null
  const markPaid = (e: FormEvent) => {
    e.preventDefault()
    setChecked(true)
    if (hashError || edit.busy) return
    edit.submit({ reference, action: 'paid', transactionHash: hash.trim() })
  }
  return (
    <form className="form" onSubmit={markPaid} noValidate>
      <p>{t('deposit.usdt_send', { amount, network: crypto.network, time: format.dateTime(crypto.expiresAt) })}</p>
      <QrCode value={crypto.address} label={t('deposit.usdt_qr', { network: crypto.network })} />
      <FactsList
        rows={[
          [t('deposit.usdt_address'), <CopyableValue value={crypto.address} label={t('deposit.usdt_address')} />],
          [t('deposit.usdt_amount'), `${amount} USDT`],
          [t('deposit.usdt_expires'), format.dateTime(crypto.expiresAt)],
          [t('deposit.reference'), <CopyableValue value={order.reference} label={t('deposit.reference')} />],
        ]}
      />
      <TextField
        label={t('field.transactionHash')}
        value={hash}
        autoComplete="off"
        spellCheck={false}
        error={checked && hashError ? hashError : undefined}
        onChange={(e) => setHash(e.target.value)}
      />
      <FormError error={edit.error} />
      <FlowNotice step={edit.step} recovered={edit.recovered} onCheck={edit.check} />
      <button type="submit" className="button" disabled={edit.busy}>
        {t('deposit.mark_paid')}
      </button>
    </form>
  )
}
