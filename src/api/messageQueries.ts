import { queryOptions } from '@tanstack/react-query'
import type { Api } from './client'
import type { MemberMessage } from './contract'
import { MEMBER_SCOPE } from './queries'

export const MESSAGE_PAGE_SIZE = 10

export function createMessageQueries(api: Api) {
  return {
    /** The prefix of every page of both inboxes, for invalidating them after a change. */
    all: (token: string) => [MEMBER_SCOPE, token, 'messages'] as const,
    page: (token: string, kind: MemberMessage['kind'], page: number) =>
      queryOptions({
        queryKey: [MEMBER_SCOPE, token, 'messages', kind, page],
        queryFn: () => api.getMemberPrivateMessage({ kind, page, pageSize: MESSAGE_PAGE_SIZE }),
      }),
  }
}
