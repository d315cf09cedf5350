import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { OrderActions } from './OrderActions'
import { OrderFacts } from './OrderFacts'
import { useDepositOrder } from './useDepositOrder'
import { Spinner } from '../progress/Spinner'

/** One order from the history, with its receipt and what can still be done with it. */
export default function DepositDetailDialog({ props: { reference } }: DialogComponentProps<'DepositDetail'>) {
  const { dialogs } = useServices()
  const { t } = useTranslation()
  const { order, pending } = useDepositOrder(reference)
  if (pending) return <Spinner />
  return (
    <div className="form">
      {order ? <OrderFacts order={order} receipt /> : <p role="alert">{t('deposit.not_found', { reference })}</p>}
      {order && <OrderActions order={order} />}
      <button type="button" className="button button-secondary" onClick={() => dialogs.send({ type: 'dialog.close' })}>
        {t('common.close')}
      </button>
    </div>
  )
}
