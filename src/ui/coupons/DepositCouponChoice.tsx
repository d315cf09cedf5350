import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { depositBonus } from '../../shared/calls/coupons'
import { useMember } from '../member/useMember'
import { useContentLanguage } from '../useContentLanguage'
import { useFormat } from '../useFormat'
import { FieldError } from '../forms/FieldError'
import { useMemberQueries } from '../member/useMemberQueries'

interface DepositCouponChoiceProps {
  /** The amount typed so far, in minor units (null while it is not a valid amount). */
  amount: number | null
  value: number | null
  onChange: (couponId: number | null) => void
  /** Shown under the field when the chosen coupon does not fit the amount. */
  error?: string | undefined
}

/** The deposit coupons the member may choose with this deposit, each with its terms and what it would give. */
export function DepositCouponChoice({ amount, value, onChange, error }: DepositCouponChoiceProps) {
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const id = useId()
  const lang = useContentLanguage()
  const list = useQuery(memberQueries.coupons.list(member.id, 'available', lang))
  const coupons = (list.data?.coupons ?? []).filter((coupon) => coupon.kind === 'deposit_bonus' && !coupon.reservedFor)
  if (coupons.length === 0) return null
  const money = (minor: number) => format.money(minor, member.currency)
  const chosen = coupons.find((coupon) => coupon.id === value)
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')

  return (
    <div className="field">
      <label htmlFor={id}>{t('field.couponId')}</label>
      <select id={id} value={value ?? ''} aria-describedby={describedBy} aria-invalid={error ? true : undefined} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('coupons.none')}</option>
        {coupons.map((coupon) => (
          <option key={coupon.id} value={coupon.id}>
            {t('coupons.option', { name: coupon.name, percent: coupon.percent, max: money(coupon.maxBonus), min: money(coupon.minDeposit) })}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="hint">
        {chosen
          ? t('coupons.choice_hint', { bonus: money(amount === null ? 0 : depositBonus(chosen, amount)), multiple: chosen.turnoverMultiple })
          : t('coupons.choice_none_hint')}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
