import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { installChunkReload } from './app/chunkReload'
import { createApp } from './app/createApp'
import { captureLandingCodes } from './app/landingCodes'
import './ui/styles.css'

installChunkReload()
captureLandingCodes()
const { services, router } = createApp()

// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole page, so a phone stays responsive while the site starts.
const root = createRoot(document.getElementById('root')!)
startTransition(() =>
  root.render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  ),
)
