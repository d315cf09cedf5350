import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { amounts } from '../../shared/calls/amounts'
import { depositCalls, type DepositChannelInfo } from '../../shared/calls/deposits'
import { issueToError } from '../../shared/calls/errors'
import type { ImageUpload } from '../../shared/calls/uploads'
import { useServices } from '../../app/services'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { ImageField } from '../forms/ImageField'
import { TextField } from '../forms/TextField'
import { AmountField, useAmountDisplay } from '../forms/AmountField'
import type { AmountRules } from '../forms/amountRules'
import { useAmountField } from '../forms/useAmountField'
import { useFlowState } from '../flows/useFlow'
import { DepositCouponChoice } from '../coupons/DepositCouponChoice'
import { useMember } from '../member/useMember'
import { useErrorText } from '../useErrorText'
import { useContentLanguage } from '../useContentLanguage'
import { amountText } from '../wallet/amount'
import { BankAccountReveal } from './BankAccountReveal'
import { depositFlowOf, fileDeposit, usdtText } from './depositFlows'
import { useFlows } from '../flows/useFlows'
import { Spinner } from '../progress/Spinner'
import { useMemberQueries } from '../member/useMemberQueries'

/** A datetime-local value for `date` in the browser's time zone. */
function localDateTime(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return shifted.toISOString().slice(0, 16)
}

/** The amount's rules: the contract's (the same for every channel), then the channel's range from the
 *  server (and a USDT network's own minimum), refused as the server refuses it. Until the range has
 *  loaded, the contract's alone. */
function amountRules(currency: string, range: { min: number; max: number } | null): AmountRules {
  const refusal = range && { errorMessage: 'deposit_amount_out_of_range', errorValues: { field: 'amount', ...range } }
  return {
    field: 'amount',
    rule: amounts.deposit,
    currency,
    min: range && refusal ? { value: range.min, refusal } : undefined,
    max: range && refusal ? [{ value: range.max, refusal }] : undefined,
  }
}

/** The deposit form of one channel: amount (with quick amounts and the channel's range) and the
 *  channel's own fields. It checks what it can as the member types, then hands the values to the
 *  channel's flow, which shows DepositSubmit for the confirmation. */
export default function DepositPopDialog({ props: { channel } }: DialogComponentProps<'DepositPop'>) {
  const { queries } = useServices()
  const memberQueries = useMemberQueries()
  const flows = useFlows()
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { member } = useMember()
  const money = useAmountDisplay(member.currency)
  const id = useId()
  const info = useQuery(memberQueries.deposits.info(member.id))
  const cards = useQuery(queries.bankCards(member.id))
  const networks = useQuery({ ...memberQueries.deposits.networks(member.id), enabled: channel === 'usdt' })
  const lang = useContentLanguage()
  const coupons = useQuery(memberQueries.coupons.list(member.id, 'available', lang))
  const flow = useFlowState(depositFlowOf(flows, channel))
  const { begin, refuse } = flow
  useEffect(() => begin(), [begin])

  // Back from DepositSubmit to change something, the form shows what was typed.
  const kept = flow.values
  const [depositorName, setDepositorName] = useState(kept && 'depositorName' in kept ? kept.depositorName : '')
  const [paidAt, setPaidAt] = useState(localDateTime(kept && 'paidAt' in kept ? new Date(kept.paidAt) : new Date()))
  const [receipt, setReceipt] = useState<ImageUpload | null>(kept && 'receipt' in kept ? kept.receipt : null)
  const [network, setNetwork] = useState(kept && 'network' in kept ? kept.network : 'TRC20')
  const [couponId, setCouponId] = useState<number | null>(kept?.couponId ?? null)
  const [checked, setChecked] = useState(false)

  const open = info.data?.open
  const limits: DepositChannelInfo | undefined = info.data?.channels.find((c) => c.channel === channel)
  const chosenNetwork = networks.data?.networks.find((n) => n.code === network)
  const range = limits && { min: channel === 'usdt' && chosenNetwork ? Math.max(limits.min, chosenNetwork.minimum) : limits.min, max: limits.max }
  const amount = useAmountField(amountRules(member.currency, range ?? null), kept ? amountText(kept.amount, member.currency) : '')

  const holder = cards.data?.cards.find((card) => card.status === 'verified')?.accountHolder
  useEffect(() => {
    if (holder && !depositorName) setDepositorName(holder)
  }, [holder, depositorName])

  // An order filed meanwhile (in another tab), or the channel closed: the server would refuse, so the
  // flow is refused now and shows why.
  const openReference = open?.reference
  const closed = limits?.open === false
  useEffect(() => {
    if (openReference) refuse({ errorMessage: 'deposit_open_order', errorValues: { reference: openReference } })
    else if (closed) refuse({ errorMessage: 'deposit_channel_closed', errorValues: {} })
  }, [openReference, closed, refuse])

  if (info.isPending || !range || open || (channel === 'usdt' && networks.isPending)) return <Spinner />

  const minor = amount.check.value
  const needsName = channel !== 'usdt'
  const nameIssue = needsName ? depositCalls.memberPasswordDeposit.request.shape.depositorName.safeParse(depositorName).error?.issues[0] : undefined
  const nameRefusal = nameIssue && issueToError({ ...nameIssue, path: ['depositorName'] })
  const nameError = nameRefusal ? errorText(`back.errorCode.${nameRefusal.errorMessage}`, nameRefusal.errorValues) : null
  const paidAtError = channel === 'offline' && (!paidAt || Date.parse(paidAt) > Date.now()) ? errorText('back.errorCode.field_invalid', { field: 'paidAt' }) : null
  const receiptError = channel === 'offline' && !receipt ? errorText('back.errorCode.field_required', { field: 'receipt' }) : null
  const coupon = coupons.data?.coupons.find((held) => held.id === couponId)
  const couponError =
    coupon && minor !== null && minor < coupon.minDeposit ? errorText('back.errorCode.coupon_below_minimum', { min: money(coupon.minDeposit) }) : null

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    setChecked(true)
    const minor = amount.submit()
    if (nameError || paidAtError || receiptError || couponError || minor === null || flow.busy) return
    const coupon = couponId === null ? {} : { couponId }
    const name = depositorName.trim()
    if (channel === 'usdt') fileDeposit(flows, { channel, values: { amount: minor, network, ...coupon } })
    else if (channel === 'offline') {
      if (receipt) fileDeposit(flows, { channel, values: { amount: minor, depositorName: name, paidAt: new Date(paidAt).toISOString(), receipt, ...coupon } })
    } else fileDeposit(flows, { channel, values: { amount: minor, depositorName: name, ...coupon } })
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t(`deposit.channel.${channel}`)}>
      <p className="hint">{t(`deposit.intro.${channel}`)}</p>
      {channel === 'bank_transfer' && <BankAccountReveal />}
      {channel === 'usdt' && (
        <div className="field">
          <label htmlFor={`${id}-network`}>{t('field.network')}</label>
          <select id={`${id}-network`} value={network} onChange={(e) => setNetwork(e.target.value)}>
            {networks.data?.networks.map((n) => (
              <option key={n.code} value={n.code}>
                {t('deposit.network_option', { name: n.name, confirmations: n.confirmations })}
              </option>
            ))}
          </select>
        </div>
      )}
      <AmountField
        field={amount}
        label={t('field.amount')}
        hint={
          <>
            {t('deposit.limits', { min: money(range.min), max: money(range.max) })}
            {channel === 'usdt' && chosenNetwork && minor !== null && ` ${t('deposit.usdt_equivalent', { usdt: usdtText(minor * chosenNetwork.rate) })}`}
          </>
        }
      />
      {needsName && (
        <TextField
          label={t('field.depositorName')}
          value={depositorName}
          autoComplete="name"
          error={checked && nameError ? nameError : undefined}
          onChange={(e) => setDepositorName(e.target.value)}
        />
      )}
      {needsName && channel !== 'offline' && <p className="hint">{t('deposit.depositor_hint')}</p>}
      {channel === 'offline' && (
        <>
          <TextField label={t('field.paidAt')} type="datetime-local" value={paidAt} error={checked && paidAtError ? paidAtError : undefined} onChange={(e) => setPaidAt(e.target.value)} />
          <ImageField name="receipt" value={receipt} onChange={setReceipt} error={checked && receiptError ? receiptError : undefined} required />
        </>
      )}
      <DepositCouponChoice amount={minor} value={couponId} onChange={setCouponId} error={checked && couponError ? couponError : undefined} />
      <button type="submit" className="button button-block" disabled={flow.busy}>
        {t('deposit.continue')}
      </button>
    </form>
  )
}
