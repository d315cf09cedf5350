import { memberQueriesOf } from '../../api/memberQueries'
import { useServices } from '../../app/services'

/** The query families only the member area reads (api/memberQueries.ts). */
export function useMemberQueries() {
  return memberQueriesOf(useServices().api)
}
