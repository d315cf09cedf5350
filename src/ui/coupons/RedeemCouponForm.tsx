import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFlows } from '../flows/useFlows'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { TextField } from '../forms/TextField'
import { useMember } from '../member/useMember'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'
import './coupons.css'

const CODE = /^[A-Za-z0-9-]{4,32}$/

/** Redeems a coupon code: a free bonus is credited at once, a deposit coupon waits for a deposit. */
export function RedeemCouponForm({ participation }: { participation: boolean }) {
  const flows = useFlows()
  const { t } = useTranslation()
  const errorText = useErrorText()
  const format = useFormat()
  const { member } = useMember()
  const redeem = useBegunFlow(flows.redeemCoupon)
  const [code, setCode] = useState('')
  const [checked, setChecked] = useState(false)
  const fieldError = !code.trim()
    ? t('coupons.code_required')
    : CODE.test(code.trim())
      ? null
      : errorText('coupons.code_format')
  const serverError = redeem.error ? errorText(`back.errorCode.${redeem.error.errorMessage}`, redeem.error.errorValues) : null
  const redeemed = redeem.step === 'done' ? redeem.result : null

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    setChecked(true)
    if (fieldError || redeem.busy) return
    if (redeem.step === 'done' || redeem.step === 'failed') redeem.begin()
    redeem.submit({ code: code.trim() })
  }

  return (
    <form className="form redeem-form" onSubmit={onSubmit} noValidate aria-labelledby="redeem-title">
      <h2 id="redeem-title">{t('coupons.redeem_title')}</h2>
      <TextField
        label={t('coupons.code_label')}
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        error={checked && fieldError ? fieldError : redeem.error?.errorValues.field === 'code' && serverError ? serverError : undefined}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className="button" disabled={!participation || redeem.busy}>
        {t('coupons.redeem')}
      </button>
      <FlowNotice step={redeem.step} recovered={redeem.recovered} onCheck={redeem.check} />
      {serverError && redeem.error?.errorValues.field !== 'code' && (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      )}
      {redeemed && (
        <p className="form-success" role="status">
          {redeemed.kind === 'free_bonus'
            ? t('coupons.redeemed_free', { name: redeemed.name, bonus: format.money(redeemed.bonus ?? 0, member.currency) })
            : t('coupons.redeemed_deposit', { name: redeemed.name })}
        </p>
      )}
    </form>
  )
}
