import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { installChunkReload } from './app/chunkReload'
import { createApp } from './app/createApp'
import { captureLandingCodes } from './app/landingCodes'
import './ui/styles.css'

installChunkReload()
captureLandingCodes()
const { services, router } = createApp()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} router={router} />
  </StrictMode>,
)
