import { useSelector } from '@xstate/react'
import { useServices } from '../../app/services'
import { Spinner } from './Spinner'

export function GlobalLoading() {
  const { loading } = useServices()
  const busy = useSelector(loading, (s) => s.matches('busy'))
  if (!busy) return null
  return (
    <div className="global-loading">
      <Spinner />
    </div>
  )
}
