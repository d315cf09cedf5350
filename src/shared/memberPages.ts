// The member area's pages, in menu order, with their title and introduction keys.
export const memberPages = [
  { to: '/member/my-account', titleKey: 'member.my_account.title', introKey: 'member.my_account.intro' },
  { to: '/member/security', titleKey: 'member.security.title', introKey: 'member.security.intro' },
  { to: '/member/account-details', titleKey: 'member.account_details.title', introKey: 'member.account_details.intro' },
  { to: '/member/deposit', titleKey: 'member.deposit.title', introKey: 'member.deposit.intro' },
  { to: '/member/withdrawal', titleKey: 'member.withdrawal.title', introKey: 'member.withdrawal.intro' },
  { to: '/member/game-wallet', titleKey: 'member.game_wallet.title', introKey: 'member.game_wallet.intro' },
  { to: '/member/betting-details', titleKey: 'member.betting_details.title', introKey: 'member.betting_details.intro' },
  { to: '/member/sign-in', titleKey: 'member.sign_in.title', introKey: 'member.sign_in.intro' },
  { to: '/member/coupon', titleKey: 'member.coupon.title', introKey: 'member.coupon.intro' },
  { to: '/member/member-message', titleKey: 'member.member_message.title', introKey: 'member.member_message.intro' },
  { to: '/member/all-agent', titleKey: 'member.all_agent.title', introKey: 'member.all_agent.intro' },
  { to: '/member/responsible-gaming', titleKey: 'member.responsible_gaming.title', introKey: 'member.responsible_gaming.intro' },
  { to: '/member/customer-service-center', titleKey: 'member.customer_service_center.title', introKey: 'member.customer_service_center.intro' },
] as const

export type MemberPagePath = (typeof memberPages)[number]['to']

export function titleKeyOf(path: MemberPagePath): string {
  return memberPages.find((p) => p.to === path)?.titleKey ?? 'member.title'
}

export function introKeyOf(path: MemberPagePath): string | undefined {
  return memberPages.find((p) => p.to === path)?.introKey
}
