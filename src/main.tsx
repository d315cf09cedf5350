// First, so they hold before any module builds a schema or React's module is evaluated.
import { restoreErrorStacks } from './app/entryWithoutStacks'
import './app/zodWithoutEval'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { installChunkReload } from './app/chunkReload'
import { captureLandingCodes } from './app/landingCodes'
import { nextTask } from './app/nextTask'
import { loadIntlData } from './shared/intlFormats'
import './ui/styles.css'

restoreErrorStacks()
const intlDataLoaded = startIntlDataWorker()
installChunkReload()
captureLandingCodes()

/**
 * Loads Intl's data in a worker while the app is made (src/app/intlDataWorker.ts), and resolves once it
 * has: a first formatter built while the worker was still at it cost the main thread a task of 40 ms
 * on this machine all the same. It gives up waiting after 2 s, and then loadIntlData does it below.
 */
function startIntlDataWorker(): Promise<unknown> | undefined {
  try {
    const worker = new Worker(new URL('./app/intlDataWorker.ts', import.meta.url), { name: document.documentElement.lang })
    return new Promise((done) => {
      worker.onmessage = worker.onerror = done
      setTimeout(done, 2000)
    })
  } catch {
    // No worker here (a policy forbids them, say): loadIntlData does it below.
  }
}

// On a phone, evaluating the entry, creating the app, loading the route and rendering ran as one task
// of about 400 ms after the first paint (the page the server drew), the whole of it blocking a tap:
// each is a step of its own here.
async function start() {
  await nextTask()
  // xstate and the statecharts are a file of their own (vite.config.ts), evaluated in a task of its
  // own: with the rest of the app's code they made one task of 25-50 ms on this machine (about four
  // times that on a phone).
  await import('./machines/session/machine')
  await nextTask()
  // The app's code (its libraries and routes) is a file of its own, evaluated in a task after
  // React's: evaluating both took one task of 150-280 ms at 4x CPU (vite.config.ts).
  const [{ createApp }, { App }] = await Promise.all([import('./app/createApp'), import('./app/App')])
  const { services, router, loaded } = await createApp()
  // The first render waits for the route to load, so its first commit is the whole page: rendered
  // sooner, it committed an empty router, which took down the header and hero the server drew (and
  // rendered the page later in a long synchronous task). As a transition it yields to the browser
  // every few milliseconds instead of holding the main thread, so a phone stays responsive.
  await loaded.catch(console.error)
  await intlDataLoaded
  await nextTask()
  loadIntlData(document.documentElement.lang)
  await nextTask()
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <App services={services} router={router} />
      </StrictMode>,
    ),
  )
}

void start()
