import { useTranslation } from 'react-i18next'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { OrderActions } from './OrderActions'
import { OrderFacts } from './OrderFacts'
import { useDepositOrder } from './useDepositOrder'
import { Spinner } from '../progress/Spinner'
import { CloseDialogButton } from '../dialogs/CloseDialogButton'

/** One order from the history, with its receipt and what can still be done with it. */
export default function DepositDetailDialog({ props: { reference } }: DialogComponentProps<'DepositDetail'>) {
  const { t } = useTranslation()
  const { order, pending } = useDepositOrder(reference)
  if (pending) return <Spinner />
  return (
    <div className="form">
      {order ? <OrderFacts order={order} receipt /> : <p role="alert">{t('deposit.not_found', { reference })}</p>}
      {order && <OrderActions order={order} />}
      <CloseDialogButton />
    </div>
  )
}
