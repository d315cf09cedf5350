// The member area's pages, in menu order, with their title keys.
export const memberPages = [
  { to: '/member/my-account', titleKey: 'member.my_account.title' },
  { to: '/member/account-details', titleKey: 'member.account_details.title' },
  { to: '/member/deposit', titleKey: 'member.deposit.title' },
  { to: '/member/withdrawal', titleKey: 'member.withdrawal.title' },
  { to: '/member/game-wallet', titleKey: 'member.game_wallet.title' },
  { to: '/member/betting-details', titleKey: 'member.betting_details.title' },
  { to: '/member/sign-in', titleKey: 'member.sign_in.title' },
  { to: '/member/coupon', titleKey: 'member.coupon.title' },
  { to: '/member/member-message', titleKey: 'member.member_message.title' },
  { to: '/member/all-agent', titleKey: 'member.all_agent.title' },
  { to: '/member/customer-service-center', titleKey: 'member.customer_service_center.title' },
] as const

export type MemberPagePath = (typeof memberPages)[number]['to']

export function titleKeyOf(path: MemberPagePath): string {
  return memberPages.find((p) => p.to === path)?.titleKey ?? 'member.title'
}
