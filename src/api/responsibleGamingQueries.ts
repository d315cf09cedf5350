// Responsible-gaming settings and the reality check's session summary, in TanStack Query.
import { queryOptions } from '@tanstack/react-query'
import type { Api } from './client'
import { memberKey } from './memberKeys'

export function createResponsibleGamingQueries(api: Api) {
  return {
    settings: (memberId: number) => queryOptions({ queryKey: memberKey('limits', memberId), queryFn: () => api.getResponsibleGaming() }),
    lossLimits: (memberId: number) => queryOptions({ queryKey: memberKey('limits', memberId, 'loss'), queryFn: () => api.getLossLimits() }),
    /** Read fresh each time the reality check opens. */
    sessionSummary: (memberId: number) =>
      queryOptions({ queryKey: memberKey('limits', memberId, 'session'), queryFn: () => api.getSessionSummary(), staleTime: 0 }),
  }
}
