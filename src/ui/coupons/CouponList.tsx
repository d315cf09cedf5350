import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CouponTab } from '../../shared/calls/coupons'
import { useMember } from '../member/useMember'
import { useContentLanguage } from '../useContentLanguage'
import { CouponTerms } from './CouponTerms'
import { Spinner } from '../progress/Spinner'
import { useMemberQueries } from '../member/useMemberQueries'
import './coupons.css'

/** The member's coupons of one tab, each with its terms. */
export function CouponList({ tab }: { tab: CouponTab }) {
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const { member } = useMember()
  const lang = useContentLanguage()
  const list = useQuery(memberQueries.coupons.list(member.id, tab, lang))
  if (list.isPending) return <Spinner />
  if (list.isError) return <p className="form-error" role="alert">{t('coupons.load_failed')}</p>
  if (list.data.coupons.length === 0) return <p className="empty">{t(`coupons.empty.${tab}`)}</p>
  return (
    <ul className="coupon-list">
      {list.data.coupons.map((coupon) => (
        <li key={coupon.id} className={`coupon-card coupon-${coupon.status}`}>
          <h3>{coupon.name}</h3>
          <p className="coupon-kind">{t(`coupons.kind.${coupon.kind}`)}</p>
          <CouponTerms coupon={coupon} />
        </li>
      ))}
    </ul>
  )
}
