// The security page's server state in TanStack Query, under the `security` fact: turning two-factor
// login on or off, signing out other devices and a password change refresh it (their `changes`).
import { queryOptions } from '@tanstack/react-query'
import type { Api } from './client'
import { memberKey } from './memberKeys'

export const LOGIN_HISTORY_PAGE_SIZE = 10

export function createSecurityQueries(api: Api) {
  return {
    twoFactor: (memberId: number) => queryOptions({ queryKey: memberKey('security', memberId, 'twoFactor'), queryFn: () => api.getTwoFactor() }),
    /** Read fresh on each visit: another device may have signed in since. */
    sessions: (memberId: number) => queryOptions({ queryKey: memberKey('security', memberId, 'sessions'), queryFn: () => api.getSessions(), staleTime: 0 }),
    loginHistory: (memberId: number, page: number) =>
      queryOptions({
        queryKey: memberKey('security', memberId, 'history', page),
        queryFn: () => api.getLoginHistory({ page, pageSize: LOGIN_HISTORY_PAGE_SIZE }),
        staleTime: 0,
      }),
  }
}
