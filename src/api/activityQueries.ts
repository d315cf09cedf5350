// The daily sign-in calendar and the lucky draws, in TanStack Query.
import { queryOptions } from '@tanstack/react-query'
import type { Api } from './client'
import { memberKey } from './memberKeys'

export function createActivityQueries(api: Api) {
  return {
    signIn: (memberId: number) => queryOptions({ queryKey: memberKey('signIn', memberId), queryFn: () => api.memberSignInList() }),
    draws: (memberId: number) => queryOptions({ queryKey: memberKey('draws', memberId), queryFn: () => api.getLuckyDrawList() }),
  }
}
