import { useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, use, type ReactNode } from 'react'
import { useServices } from '../../app/services'
import { selectInstallOfferMayShow } from '../../machines/dialogs/selectors'
import { selectInstallOffered, selectIosInstructions, selectNeedRefresh } from '../../machines/pwa/selectors'
import { needsMember } from '../../shared/pageNeeds'
import { InstallOffer } from './InstallOffer'
import { NetworkStatus } from './NetworkStatus'

// Shown only after a new version was deployed and fetched, so it loads when it is to be shown. The
// install offer is part of the first page: a browser may offer installation while offline, before
// anything else of the site is saved.
const UpdatePrompt = lazy(() => import('./UpdatePrompt'))

/** The app's own notices: network status, update prompt and install offer, in one corner. */
export function PwaNotices() {
  const { pwa, dialogs } = useServices()
  const needRefresh = useSelector(pwa, selectNeedRefresh)
  const installOffered = useSelector(pwa, (s) => selectInstallOffered(s) || selectIosInstructions(s))
  const installMayShow = useSelector(dialogs, selectInstallOfferMayShow)
  // In the member area a member is about their money: on a phone the card covers the screen's bottom
  // fifth, where a form's buttons and a card's actions come as the member scrolls.
  const inMemberArea = useRouterState({ select: (s) => needsMember(s.location.pathname) })
  return (
    <div className="pwa-notices">
      <NetworkStatus />
      {needRefresh && (
        <Suspense fallback={null}>
          <WithAllMessages>
            <UpdatePrompt />
          </WithAllMessages>
        </Suspense>
      )}
      {installOffered && installMayShow && !inMemberArea && <InstallOffer />}
    </div>
  )
}

/** The update prompt speaks of what the first screen's messages do not hold. */
function WithAllMessages({ children }: { children: ReactNode }) {
  const { messagesComplete } = useServices()
  use(messagesComplete())
  return children
}
