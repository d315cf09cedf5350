import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { InquirySummary } from '../shared/calls/service'
import { useServices } from '../app/services'
import { MemberPage } from '../ui/member/MemberPage'
import { titleKeyOf } from '../shared/memberPages'
import { useMember } from '../ui/member/useMember'
import { InquiryForm } from '../ui/service/InquiryForm'
import { InquiryList } from '../ui/service/InquiryList'
import { InquiryThread } from '../ui/service/InquiryThread'
import { parseServiceSearch } from '../ui/service/serviceSearch'
import { memberQueriesOf } from '../api/memberQueries'

export const Route = createFileRoute('/_default/_member/member/customer-service-center')({
  staticData: { titleKey: titleKeyOf('/member/customer-service-center') },
  validateSearch: parseServiceSearch,
  loaderDeps: ({ search }) => ({ inquiry: search.inquiry }),
  loader: ({ context, deps }) => {
    const { queryClient, api, member } = context
    const queries = memberQueriesOf(api)
    return Promise.all([
      queryClient.ensureQueryData(queries.inquiries.list(member.id, 'all', 1)),
      ...(deps.inquiry ? [queryClient.ensureQueryData(queries.inquiries.thread(member.id, deps.inquiry)).catch(() => null)] : []),
    ])
  },
  component: CustomerServicePage,
})

function CustomerServicePage() {
  const { t } = useTranslation()
  const { dialogs } = useServices()
  const { member } = useMember()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const openThread = useCallback((inquiry: InquirySummary) => void navigate({ search: { inquiry: inquiry.id } }), [navigate])
  return (
    <MemberPage path="/member/customer-service-center">
      <div className="service-actions">
        <p className="note" data-testid="service-unread">
          {t('service.unread_count', { count: member.unread.service })}
        </p>
        <button type="button" className="button button-secondary" onClick={() => dialogs.send({ type: 'dialog.open', name: 'PendingInquiries' })}>
          {t('service.pending')}
        </button>
        <Link to="/qa" className="button button-secondary">
          {t('nav.qa')}
        </Link>
      </div>
      {search.inquiry !== undefined && <InquiryThread key={search.inquiry} inquiryId={search.inquiry} />}
      <InquiryForm category={search.category} onSent={openThread} />
      <InquiryList openId={search.inquiry} />
    </MemberPage>
  )
}
