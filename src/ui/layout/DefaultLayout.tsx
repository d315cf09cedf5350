import { useSelector } from '@xstate/react'
import { lazy, Suspense, type ReactNode } from 'react'
import { useServices } from '../../app/services'
import { selectMember } from '../../machines/session/selectors'
import { AfterFirstScreen } from './AfterFirstScreen'
import { Footer } from './Footer'
import { Header } from './Header'

// Only a signed-in member has reality checks: the watcher and its machine load with the sign-in,
// not with a visitor's first page.
const RealityCheckWatcher = lazy(() => import('../responsibleGaming/RealityCheckWatcher'))

export function DefaultLayout({ children }: { children: ReactNode }) {
  const { session } = useServices()
  const signedIn = useSelector(session, (s) => selectMember(s) !== null)
  return (
    <div className="layout-default">
      <Header />
      <main id="main" className="site-main">
        {children}
      </main>
      <AfterFirstScreen>
        <Footer />
      </AfterFirstScreen>
      {signedIn && (
        <Suspense fallback={null}>
          <RealityCheckWatcher />
        </Suspense>
      )}
    </div>
  )
}
