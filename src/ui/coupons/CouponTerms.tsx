import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { MemberCoupon } from '../../shared/calls/coupons'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'

/** A coupon's terms in plain words: what it gives, from which deposit, the turnover, where it applies and its dates. */
export function CouponTerms({ coupon }: { coupon: MemberCoupon }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const money = (amount: number) => format.money(amount, member.currency)
  return (
    <ul className="coupon-terms">
      <li>
        {coupon.kind === 'deposit_bonus'
          ? t('coupons.terms.deposit_bonus', { percent: coupon.percent, max: money(coupon.maxBonus), min: money(coupon.minDeposit) })
          : t('coupons.terms.free_bonus', { amount: money(coupon.amount) })}
      </li>
      <li>{coupon.turnoverMultiple > 0 ? t('coupons.terms.turnover', { multiple: coupon.turnoverMultiple }) : t('coupons.terms.no_turnover')}</li>
      {coupon.status === 'available' && (
        <li>
          {coupon.kind === 'deposit_bonus' ? (
            coupon.reservedFor ? (
              t('coupons.terms.reserved', { reference: coupon.reservedFor })
            ) : (
              <>
                {t('coupons.terms.applies_deposit')} <Link to="/member/deposit">{t('coupons.go_deposit')}</Link>
              </>
            )
          ) : (
            t('coupons.terms.applies_free')
          )}
        </li>
      )}
      <li>
        {coupon.status === 'used' && coupon.usedAt
          ? t('coupons.terms.used', { date: format.dateTime(coupon.usedAt), bonus: money(coupon.bonus ?? 0), reference: coupon.reference ?? '—' })
          : coupon.status === 'expired'
            ? t('coupons.terms.expired', { date: format.dateTime(coupon.expiresAt) })
            : t('coupons.terms.valid_until', { date: format.dateTime(coupon.expiresAt) })}
      </li>
    </ul>
  )
}
