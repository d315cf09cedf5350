import { useMutation } from '@tanstack/react-query'
import type { ResponseOf } from '../../shared/contract'
import { deviceId } from '../../app/deviceId'
import { subAgentCode } from '../../app/landingCodes'
import { useServices } from '../../app/services'

interface Extras {
  subAgentCode?: string
  deviceId?: string
}

/** What both registrations share: the landing's sub-agent code and the device id go with the
 *  request, and the token in the answer starts the member's session. */
export function useRegistration<V>(register: (values: V & Extras) => Promise<ResponseOf<'apply'>>) {
  const { session, dialogs } = useServices()
  return useMutation({
    mutationFn: async (values: V) => {
      const agent = subAgentCode()
      return register({ ...values, ...(agent ? { subAgentCode: agent } : {}), deviceId: await deviceId() })
    },
    onSuccess: (grant) => {
      session.send({ type: 'session.authenticated', token: grant.token })
      dialogs.send({ type: 'dialog.closeAll' })
    },
  })
}
