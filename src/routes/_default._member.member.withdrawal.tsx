import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { BankCardList } from '../ui/bank/BankCardList'
import { AfterFirstScreen } from '../ui/layout/AfterFirstScreen'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../shared/memberPages'
import { useMember } from '../ui/member/useMember'
import { WalletSummary } from '../ui/member/WalletSummary'
import { WithdrawalFigures } from '../ui/withdrawals/WithdrawalFigures'
import { WithdrawalForm } from '../ui/withdrawals/WithdrawalForm'
import { WithdrawalHistory } from '../ui/withdrawals/WithdrawalHistory'
import { VerificationNotice } from '../ui/withdrawals/VerificationNotice'
import { loadWallet } from './-memberLoaders'
import { useMemberQueries } from '../ui/member/useMemberQueries'
import { memberQueriesOf } from '../api/memberQueries'

export const Route = createFileRoute('/_default/_member/member/withdrawal')({
  staticData: { titleKey: titleKeyOf('/member/withdrawal') },
  loader: (options) =>
    Promise.all([
      loadWallet(options),
      options.context.queryClient.ensureQueryData(options.context.queries.bankCards(options.context.member.id)),
      options.context.queryClient.ensureQueryData(memberQueriesOf(options.context.api).cashier.withdrawalInfo(options.context.member.id)),
      // The history's first page too (shared/memberFirstReads.ts).
      options.context.queryClient.ensureQueryData(memberQueriesOf(options.context.api).cashier.withdrawals(options.context.member.id, 1)),
    ]),
  component: WithdrawalPage,
})

function WithdrawalPage() {
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const { member } = useMember()
  const info = useSuspenseQuery(memberQueries.cashier.withdrawalInfo(member.id)).data
  return (
    <MemberPage path="/member/withdrawal">
      <VerificationNotice verification={info.verification} currency={member.currency} />
      <WalletSummary />
      <WithdrawalFigures info={info} currency={member.currency} />
      {info.cards.length === 0 && (
        <p className="note">{info.cardPending ? t('withdrawal.card_pending') : t('withdrawal.no_verified_card')}</p>
      )}
      <AfterFirstScreen>
        <WithdrawalForm info={info} currency={member.currency} />
      </AfterFirstScreen>
      {/* The member's cards, where a card is bound and its verification followed (as before this page took withdrawals). */}
      <AfterFirstScreen>
        <BankCardList />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <WithdrawalHistory />
      </AfterFirstScreen>
    </MemberPage>
  )
}
