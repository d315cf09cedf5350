import { queryOptions } from '@tanstack/react-query'
import type { MessageKind } from '../shared/calls/messages'
import type { Api } from './client'
import { memberKey } from './memberKeys'

export const MESSAGE_PAGE_SIZE = 10

export function createMessageQueries(api: Api) {
  return {
    page: (memberId: number, kind: MessageKind, page: number) =>
      queryOptions({
        queryKey: memberKey('messages', memberId, kind, page),
        queryFn: () => api.getMemberPrivateMessage({ kind, page, pageSize: MESSAGE_PAGE_SIZE }),
      }),
  }
}
