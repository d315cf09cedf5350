import { use } from 'react'
import type { Flows } from '../../app/flows'
import { useServices } from '../../app/services'

/** The member flows (app/flows.ts). They load with the first component that needs them, which
 *  suspends until then (every such component is a member page's or a dialog's). */
export function useFlows(): Flows {
  const { flows } = useServices()
  return use(flows())
}
