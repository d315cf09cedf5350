// The member's customer-service inquiries and their threads, in TanStack Query.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { inquiryViews } from '../shared/calls/service'
import type { Api } from './client'
import { memberKey } from './memberKeys'

export const INQUIRY_PAGE_SIZE = 10

export function createInquiryQueries(api: Api) {
  return {
    list: (memberId: number, view: (typeof inquiryViews)[number], page: number) =>
      queryOptions({
        queryKey: memberKey('inquiries', memberId, view, page),
        queryFn: () => api.getInquiryList({ view, page, pageSize: INQUIRY_PAGE_SIZE }),
        placeholderData: keepPreviousData,
      }),
    thread: (memberId: number, inquiryId: number) =>
      queryOptions({ queryKey: memberKey('inquiries', memberId, 'thread', inquiryId), queryFn: () => api.getInquiryDetail({ inquiryId }) }),
  }
}
