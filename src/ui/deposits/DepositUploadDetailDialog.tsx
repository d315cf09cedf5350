import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ImageUpload } from '../../shared/calls/uploads'
import { useFlows } from '../flows/useFlows'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { ImageField } from '../forms/ImageField'
import { UploadedImage } from '../forms/UploadedImage'
import { useErrorText } from '../useErrorText'
import { useDepositOrder } from './useDepositOrder'
import { Spinner } from '../progress/Spinner'
import { FormError } from '../forms/FormError'

/** Adds or replaces the receipt of an open offline order. */
export default function DepositUploadDetailDialog({ props: { reference } }: DialogComponentProps<'DepositUploadDetail'>) {
  const flows = useFlows()
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { order, pending } = useDepositOrder(reference)
  const upload = useBegunFlow(flows.depositReceipt)
  const [receipt, setReceipt] = useState<ImageUpload | null>(null)
  const [checked, setChecked] = useState(false)

  if (pending) return <Spinner />
  if (!order || order.channel !== 'offline' || order.status !== 'submitted') return <p role="alert">{t('deposit.receipt_closed', { reference })}</p>

  const fieldError = upload.error?.errorValues.field === 'receipt' ? errorText(`back.errorCode.${upload.error.errorMessage}`, upload.error.errorValues) : undefined
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    setChecked(true)
    if (!receipt || upload.busy) return
    upload.submit({ reference, receipt })
  }
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p>{t('deposit.receipt_for', { reference })}</p>
      {order.receiptId && <UploadedImage id={order.receiptId} alt={t('deposit.receipt_of', { reference })} />}
      <ImageField
        name="receipt"
        value={receipt}
        onChange={setReceipt}
        error={fieldError ?? (checked && !receipt ? errorText('back.errorCode.field_required', { field: 'receipt' }) : undefined)}
        required
      />
      {!fieldError && <FormError error={upload.error} />}
      <FlowNotice step={upload.step} recovered={upload.recovered} onCheck={upload.check} />
      <button type="submit" className="button button-block" disabled={upload.busy}>
        {t('deposit.replace_receipt')}
      </button>
    </form>
  )
}
