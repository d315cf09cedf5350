import { createFileRoute } from '@tanstack/react-router'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../ui/member/memberPages'

export const Route = createFileRoute('/_default/_member/member/coupon')({
  staticData: { titleKey: titleKeyOf('/member/coupon') },
  component: CouponPage,
})

function CouponPage() {
  return <MemberPage path="/member/coupon" />
}
