import { InstallOffer } from './InstallOffer'
import { NetworkStatus } from './NetworkStatus'
import { UpdatePrompt } from './UpdatePrompt'

/** The app's own notices: network status, update prompt and install offer, in one corner. */
export function PwaNotices() {
  return (
    <div className="pwa-notices">
      <NetworkStatus />
      <UpdatePrompt />
      <InstallOffer />
    </div>
  )
}
