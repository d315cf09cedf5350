import { createFileRoute } from '@tanstack/react-router'
import { CouponTabs } from '../ui/coupons/CouponTabs'
import { RedeemCouponForm } from '../ui/coupons/RedeemCouponForm'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../shared/memberPages'
import { useMember } from '../ui/member/useMember'
import { ParticipationNotice } from '../ui/signIn/ParticipationNotice'

export const Route = createFileRoute('/_default/_member/member/coupon')({
  staticData: { titleKey: titleKeyOf('/member/coupon') },
  component: CouponPage,
})

function CouponPage() {
  const { member } = useMember()
  return (
    <MemberPage path="/member/coupon">
      {!member.participation && <ParticipationNotice />}
      <RedeemCouponForm participation={member.participation} />
      <CouponTabs />
    </MemberPage>
  )
}
