import { useTranslation } from 'react-i18next'
import { openDepositStatuses } from '../../shared/calls/deposits'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { FlowNotice } from '../flows/FlowNotice'
import { useFlowState } from '../flows/useFlow'
import { depositFlowOf } from './depositFlows'
import { OrderActions } from './OrderActions'
import { OrderFacts } from './OrderFacts'
import { useDepositOrder } from './useDepositOrder'
import { useFlows } from '../flows/useFlows'
import { CloseDialogButton } from '../dialogs/CloseDialogButton'

/** The order as filed: its reference, and what happens next on its channel. */
export default function DepositSuccessDialog({ props: { channel } }: DialogComponentProps<'DepositSuccess'>) {
  const flows = useFlows()
  const { t } = useTranslation()
  const flow = useFlowState(depositFlowOf(flows, channel))
  // The order as it is now (marked paid, decided), once the deposit list has it; as filed until then.
  const { order: live } = useDepositOrder(flow.result?.reference ?? '')
  const order = live ?? flow.result
  if (!order) return null
  return (
    <div className="form">
      <p className="form-success" role="status">
        {t('deposit.filed', { reference: order.reference })}
      </p>
      <FlowNotice step={flow.step} recovered={flow.recovered} onCheck={flow.check} />
      <OrderFacts order={order} />
      {(openDepositStatuses as readonly string[]).includes(order.status) && <p>{t(`deposit.next.${channel}`)}</p>}
      <OrderActions order={order} />
      <CloseDialogButton />
    </div>
  )
}
