import { useSelector } from '@xstate/react'
import { useServices } from '../../app/services'
import { selectOnline } from '../../machines/pwa/selectors'

/** Whether the browser says it is online, as the PWA statechart follows it. Anything that needs the
 *  server to act (every money action) is offered only while this holds. */
export function useOnline(): boolean {
  const { pwa } = useServices()
  return useSelector(pwa, selectOnline)
}
