import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { depositBonus } from '../../shared/calls/coupons'
import { useServices } from '../../app/services'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { FlowNotice } from '../flows/FlowNotice'
import { useFlow } from '../flows/useFlow'
import { useMember } from '../member/useMember'
import { useContentLanguage } from '../useContentLanguage'
import { useFormat } from '../useFormat'
import { blockOf, depositFlowOf, usdtText } from './depositFlows'
import { useDepositErrorText } from './useDepositErrorText'
import { useFlows } from '../flows/useFlows'

/** The deposit as it will be filed, for the member to check and confirm; sent once however often
 *  the button is pressed. A refusal that means no deposit can start now leads to UnableToRecharge. */
export default function DepositSubmitDialog({ props: { channel } }: DialogComponentProps<'DepositSubmit'>) {
  const { queries, dialogs } = useServices()
  const flows = useFlows()
  const { t } = useTranslation()
  const format = useFormat()
  const depositError = useDepositErrorText()
  const { member } = useMember()
  const flow = useFlow(depositFlowOf(flows, channel))
  const networks = useQuery({ ...queries.deposits.networks(member.id), enabled: channel === 'usdt' })
  const values = flow.values
  const lang = useContentLanguage()
  const coupons = useQuery({ ...queries.coupons.list(member.id, 'available', lang), enabled: values?.couponId !== undefined })

  const code = flow.error?.errorMessage
  const errorValues = flow.error?.errorValues
  const block = code && errorValues ? blockOf(code, errorValues) : null
  useEffect(() => {
    const blocked = code && errorValues ? blockOf(code, errorValues) : null
    if (blocked) dialogs.send({ type: 'dialog.replace', name: 'UnableToRecharge', props: blocked })
  }, [code, errorValues, dialogs])
  useEffect(() => {
    // Nothing to confirm (the flow was finished or reset elsewhere): back to the form.
    if (flow.step === 'editing') dialogs.send({ type: 'dialog.replace', name: 'DepositPop', props: { channel } })
  }, [flow.step, channel, dialogs])

  if (!values) return null
  const rate = networks.data?.networks.find((n) => n.code === values.network)?.rate
  const rows: Array<[string, string]> = [
    [t('deposit.channel_label'), t(`deposit.channel.${channel}`)],
    [t('field.amount'), format.money(values.amount, member.currency)],
  ]
  if (values.depositorName) rows.push([t('field.depositorName'), values.depositorName])
  if (values.paidAt) rows.push([t('field.paidAt'), format.dateTime(values.paidAt)])
  if (values.receipt) rows.push([t('field.receipt'), t('deposit.receipt_attached')])
  if (values.network) rows.push([t('field.network'), values.network])
  if (values.network && rate) rows.push([t('deposit.usdt_amount'), `${usdtText(values.amount * rate)} USDT`])
  const coupon = coupons.data?.coupons.find((held) => held.id === values.couponId)
  if (coupon) rows.push([t('field.couponId'), t('coupons.submit_row', { name: coupon.name, bonus: format.money(depositBonus(coupon, values.amount), member.currency) })])

  const change = () => {
    flow.edit()
    dialogs.send({ type: 'dialog.replace', name: 'DepositPop', props: { channel } })
  }
  return (
    <div className="form">
      <p>{t('deposit.check_before')}</p>
      <dl className="info-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {flow.error && !block && (
        <p className="form-error" role="alert">
          {depositError(flow.error)}
        </p>
      )}
      <FlowNotice step={flow.step} recovered={flow.recovered} onCheck={flow.check} />
      <div className="button-row">
        {flow.step !== 'failed' && (
          <button type="button" className="button" autoFocus disabled={flow.busy || flow.step !== 'confirming'} onClick={flow.confirm}>
            {t('deposit.confirm')}
          </button>
        )}
        <button type="button" className="button button-secondary" disabled={flow.busy} onClick={change}>
          {t('deposit.change')}
        </button>
      </div>
    </div>
  )
}
