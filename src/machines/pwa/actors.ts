// The real effects behind the pwa statechart: workbox-window, the browser's install prompt, and the
// window's network, visibility and display-mode events. Supplied with `.provide()` in createApp.
import { fromCallback } from 'xstate'
import { isInstalledApp, isIos, type PlatformSignals } from './platform'
import { HIDE_INSTALL_KEY, type EnvironmentReport, type InstallPromptCommand, type InstallPromptReport, type PwaInput, type WorkerCommand, type WorkerReport } from './types'

const STANDALONE_QUERY = '(display-mode: standalone)'

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

declare global {
  interface Window {
    /** The install offer the browser made before the app listened, kept by the starter (src/app/starter.ts). */
    takeInstallPrompt?: () => Event | null
  }
}

function isInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && 'userChoice' in event
}

const workbox = fromCallback<WorkerCommand>(({ sendBack, receive }) => {
  const report = (event: WorkerReport) => sendBack(event)
  // The development server has no /sw.js; a worker there would only cache stale modules.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    report({ type: 'sw.unsupported' })
    return
  }
  // Loaded on demand so workbox-window stays out of the first script.
  const registered = import('workbox-window').then(async ({ Workbox }) => {
    const wb = new Workbox('/sw.js', { scope: '/', updateViaCache: 'none' })
    // workbox-window leaves isUpdate out of a worker it finds already waiting at registration; it
    // means what it means in its other reports: a worker controlled this page as it registered
    // (read here as register reads it, with nothing awaited in between).
    const controlledAtRegistration = navigator.serviceWorker.controller !== null
    wb.addEventListener('installed', (e) => report({ type: 'sw.installed', isUpdate: e.isUpdate, isExternal: e.isExternal }))
    wb.addEventListener('waiting', (e) => report({ type: 'sw.waiting', isUpdate: e.isUpdate ?? controlledAtRegistration, isExternal: e.isExternal }))
    wb.addEventListener('controlling', (e) => report({ type: 'sw.controlling', isUpdate: e.isUpdate, isExternal: e.isExternal }))
    const registration = await wb.register({ immediate: true })
    if (!registration) throw new Error('The service worker was not registered')
    return { wb, registration }
  })
  registered.catch((error: unknown) => {
    console.error('Service worker registration failed', error)
    report({ type: 'sw.failed' })
  })

  receive((command) => {
    void registered
      .then(async ({ wb, registration }) => {
        if (command.type === 'worker.skipWaiting') {
          if (registration.waiting) wb.messageSkipWaiting()
          else report({ type: 'sw.nothingWaiting' })
          return
        }
        if (navigator.onLine && !registration.installing) await wb.update()
      })
      .catch((error: unknown) => console.warn('Service worker update check failed', error))
  })
})

const installPrompt = fromCallback<InstallPromptCommand>(({ sendBack, receive }) => {
  const report = (event: InstallPromptReport) => sendBack(event)
  let deferred: BeforeInstallPromptEvent | null = null
  const onPrompt = (event: Event) => {
    if (!isInstallPromptEvent(event)) return
    // Keeps the browser's own banner away; the site offers installation itself.
    event.preventDefault()
    deferred = event
    report({ type: 'prompt.available' })
  }
  const onInstalled = () => {
    deferred = null
    report({ type: 'app.installed' })
  }
  window.addEventListener('beforeinstallprompt', onPrompt)
  window.addEventListener('appinstalled', onInstalled)
  const held = window.takeInstallPrompt?.()
  if (held) onPrompt(held)

  receive(() => {
    const prompt = deferred
    // A prompt can be shown only once.
    deferred = null
    if (!prompt) return report({ type: 'prompt.failed' })
    prompt
      .prompt()
      .then(() => prompt.userChoice)
      .then(
        ({ outcome }) => report({ type: outcome === 'accepted' ? 'prompt.accepted' : 'prompt.dismissed' }),
        () => report({ type: 'prompt.failed' }),
      )
  })
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt)
    window.removeEventListener('appinstalled', onInstalled)
  }
})

const environment = fromCallback(({ sendBack }) => {
  const report = (event: EnvironmentReport) => sendBack(event)
  const onNetwork = () => report({ type: navigator.onLine ? 'network.online' : 'network.offline' })
  const onVisibility = () => document.visibilityState === 'visible' && report({ type: 'tab.visible' })
  const standalone = matchMedia(STANDALONE_QUERY)
  const onDisplay = () => standalone.matches && report({ type: 'display.standalone' })
  if (!navigator.onLine) report({ type: 'network.offline' })
  window.addEventListener('online', onNetwork)
  window.addEventListener('offline', onNetwork)
  document.addEventListener('visibilitychange', onVisibility)
  standalone.addEventListener('change', onDisplay)
  return () => {
    window.removeEventListener('online', onNetwork)
    window.removeEventListener('offline', onNetwork)
    document.removeEventListener('visibilitychange', onVisibility)
    standalone.removeEventListener('change', onDisplay)
  }
})

export const browserPwa = {
  actors: { workbox, installPrompt, environment },
  actions: {
    reload: () => location.reload(),
    persistInstallHidden: () => localStorage.setItem(HIDE_INSTALL_KEY, 'true'),
    forgetInstallHidden: () => localStorage.removeItem(HIDE_INSTALL_KEY),
    logFailure: (_: unknown, params: unknown) => console.error('PWA environment watcher failed', params),
  },
}

export function readPwaInput(): PwaInput {
  const signals: PlatformSignals = {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: matchMedia(STANDALONE_QUERY).matches,
  }
  return { installed: isInstalledApp(signals), ios: isIos(signals), installHidden: localStorage.getItem(HIDE_INSTALL_KEY) === 'true' }
}
