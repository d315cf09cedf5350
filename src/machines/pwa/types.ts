/** The seed's local-storage flag that keeps the install offer hidden (value 'true'). */
export const HIDE_INSTALL_KEY = 'vite-pwa:hide-install'

export interface PwaInput {
  /** Runs from the home screen (standalone display, or an iOS browser that is not Safari). */
  installed: boolean
  /** The member hid the install offer before (local storage vite-pwa:hide-install). */
  installHidden: boolean
  /** iOS and iPadOS have no install prompt; they get instructions instead. */
  ios: boolean
}

export interface PwaContext extends PwaInput {
  /** The first worker finished installing: the site works offline from now on. */
  offlineReady: boolean
}

/** What workbox-window reports, reduced to the props the statechart decides on. */
interface WorkerLifecycleProps {
  /** A worker controlled this page when it registered: the page runs an older version. */
  isUpdate?: boolean
  /** The worker was not registered by this page (another tab's, or found long after loading). */
  isExternal?: boolean
}

export type WorkerReport =
  | ({ type: 'sw.installed' } & WorkerLifecycleProps)
  | ({ type: 'sw.waiting' } & WorkerLifecycleProps)
  | ({ type: 'sw.controlling' } & WorkerLifecycleProps)
  /** The member accepted an update but no worker is waiting (another tab took it already). */
  | { type: 'sw.nothingWaiting' }
  | { type: 'sw.unsupported' }
  | { type: 'sw.failed' }

export type EnvironmentReport =
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | { type: 'tab.visible' }
  | { type: 'display.standalone' }

export type InstallPromptReport =
  | { type: 'prompt.available' }
  | { type: 'prompt.accepted' }
  | { type: 'prompt.dismissed' }
  | { type: 'prompt.failed' }
  | { type: 'app.installed' }

type MemberChoice =
  | { type: 'update.accept' }
  | { type: 'update.later' }
  | { type: 'install.accept' }
  | { type: 'install.dismiss' }
  /** The person cleared the site's data: a hidden install offer may be offered again. */
  | { type: 'install.forget' }

export type PwaEvent = WorkerReport | EnvironmentReport | InstallPromptReport | MemberChoice

/** Sent to the workbox actor. */
export type WorkerCommand = { type: 'worker.check' } | { type: 'worker.skipWaiting' }

/** Sent to the install prompt actor. */
export type InstallPromptCommand = { type: 'prompt.show' }
