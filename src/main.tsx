// First, so it holds before any module builds a schema.
import './app/zodWithoutEval'
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

// The first render waits for the route to load, so its first commit is the whole page: rendered
// sooner, it committed an empty router, which took down the header and hero the server drew (and
// rendered the page later in a long synchronous task). As a transition it yields to the browser
// every few milliseconds instead of holding the main thread, so a phone stays responsive.
const root = createRoot(document.getElementById('root')!)
void router
  .load()
  .catch(console.error)
  .then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App services={services} router={router} />
        </StrictMode>,
      ),
    ),
  )
