import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { depositBonus } from '../../shared/calls/coupons'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { FlowNotice } from '../flows/FlowNotice'
import { useFlowState } from '../flows/useFlow'
import { useMember } from '../member/useMember'
import { useContentLanguage } from '../useContentLanguage'
import { useFormat } from '../useFormat'
import { depositFlowOf, usdtText } from './depositFlows'
import { useDepositErrorText } from './useDepositErrorText'
import { useFlows } from '../flows/useFlows'
import { FactsList } from '../forms/FactsList'
import { useMemberQueries } from '../member/useMemberQueries'

/** The deposit as it will be filed, for the member to check and confirm; sent once however often
 *  the button is pressed. The flow moves on from here: to DepositSuccess, back to DepositPop to
 *  change something, or to UnableToRecharge when no deposit can start now. */
export default function DepositSubmitDialog({ props: { channel } }: DialogComponentProps<'DepositSubmit'>) {
  const memberQueries = useMemberQueries()
  const flows = useFlows()
  const { t } = useTranslation()
  const format = useFormat()
  const depositError = useDepositErrorText()
  const { member } = useMember()
  const flow = useFlowState(depositFlowOf(flows, channel))
  const networks = useQuery({ ...memberQueries.deposits.networks(member.id), enabled: channel === 'usdt' })
  const values = flow.values
  const lang = useContentLanguage()
  const coupons = useQuery({ ...memberQueries.coupons.list(member.id, 'available', lang), enabled: values?.couponId !== undefined })

  if (!values) return null
  const rows: Array<[string, string]> = [
    [t('deposit.channel_label'), t(`deposit.channel.${channel}`)],
    [t('field.amount'), format.money(values.amount, member.currency)],
  ]
  if ('depositorName' in values) rows.push([t('field.depositorName'), values.depositorName])
  if ('paidAt' in values) rows.push([t('field.paidAt'), format.dateTime(values.paidAt)])
  if ('receipt' in values) rows.push([t('field.receipt'), t('deposit.receipt_attached')])
  if ('network' in values) {
    rows.push([t('field.network'), values.network])
    const rate = networks.data?.networks.find((n) => n.code === values.network)?.rate
    if (rate) rows.push([t('deposit.usdt_amount'), `${usdtText(values.amount * rate)} USDT`])
  }
  const coupon = coupons.data?.coupons.find((held) => held.id === values.couponId)
  if (coupon) rows.push([t('field.couponId'), t('coupons.submit_row', { name: coupon.name, bonus: format.money(depositBonus(coupon, values.amount), member.currency) })])

  return (
    <div className="form">
      <p>{t('deposit.check_before')}</p>
      <FactsList rows={rows} />
      {flow.error && (
        <p className="form-error" role="alert">
          {depositError(flow.error)}
        </p>
      )}
      <FlowNotice step={flow.step} recovered={flow.recovered} onCheck={flow.check} />
      <div className="button-row">
        {flow.step !== 'failed' && (
          <button type="button" className="button" autoFocus disabled={!flow.canConfirm} onClick={flow.confirm}>
            {t('deposit.confirm')}
          </button>
        )}
        <button type="button" className="button button-secondary" disabled={!flow.canEdit} onClick={flow.edit}>
          {t('deposit.change')}
        </button>
      </div>
    </div>
  )
}
