import { createFileRoute } from '@tanstack/react-router'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../shared/memberPages'
import { Statement } from '../ui/statement/Statement'
import { memberQueriesOf } from '../api/memberQueries'

// "Account details" read as a statement (DECISIONS.md, Transaction history); the personal details
// the page once showed are on /member/my-account.
export const Route = createFileRoute('/_default/_member/member/account-details')({
  staticData: { titleKey: titleKeyOf('/member/account-details') },
  // The statement's module comes with the page, not with the first page of the site (it brings zod).
  loader: async ({ context }) => {
    const { firstStatementRequest } = await import('../ui/statement/Statement')
    return context.queryClient.ensureQueryData(memberQueriesOf(context.api).cashier.statement(context.member.id, firstStatementRequest()))
  },
  component: AccountDetailsPage,
})

function AccountDetailsPage() {
  return (
    <MemberPage path="/member/account-details">
      <Statement />
    </MemberPage>
  )
}
