import { assign, fromCallback, sendTo, setup } from 'xstate'
import type { InstallPromptCommand, PwaContext, PwaEvent, PwaInput, WorkerCommand } from './types'

/** A single-page app never navigates, so the browser alone would find a new version only on reload. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

/** A worker installed or waiting: a new version to offer, or the first install to announce once. */
const firstInstallOrUpdate = [
  { guard: 'isUpdateReport', target: 'needRefresh' },
  { guard: 'notYetOfflineReady', actions: ['markOfflineReady', 'announceOfflineReady'] },
] as const

// The installable, offline-capable app: the service worker's lifecycle (prompt-for-update), the
// install offer, and the network status. Real effects come from the actors supplied in createApp.
export const pwaMachine = setup({
  types: { context: {} as PwaContext, events: {} as PwaEvent, input: {} as PwaInput },
  actors: {
    /** Registers /sw.js with workbox-window and reports its lifecycle; takes WorkerCommands. */
    workbox: fromCallback<WorkerCommand>(() => {}),
    /** Holds the browser's deferred install prompt; takes InstallPromptCommands. */
    installPrompt: fromCallback<InstallPromptCommand>(() => {}),
    /** Reports network changes, the tab becoming visible and a switch to standalone display. */
    environment: fromCallback(() => {}),
  },
  guards: {
    // workbox-window marks an update with isUpdate (a worker controlled this page when it registered)
    // or isExternal (found later, or another tab's). Neither means this page came from no worker: the
    // worker installed or waiting is the first one.
    isUpdateReport: ({ event }) =>
      event.type === 'sw.installed' || event.type === 'sw.waiting' ? event.isUpdate === true || event.isExternal === true : false,
    notYetOfflineReady: ({ context }) => !context.offlineReady,
    isControllingUpdate: ({ event }) => event.type === 'sw.controlling' && event.isUpdate === true,
    installedOrHidden: ({ context }) => context.installed || context.installHidden,
    isIos: ({ context }) => context.ios,
  },
  actions: {
    markOfflineReady: assign({ offlineReady: true }),
    markInstalled: assign({ installed: true }),
    hideInstall: assign({ installHidden: true }),
    showInstall: assign({ installHidden: false }),
    checkForUpdate: sendTo('workbox', { type: 'worker.check' } satisfies WorkerCommand),
    askSkipWaiting: sendTo('workbox', { type: 'worker.skipWaiting' } satisfies WorkerCommand),
    showInstallPrompt: sendTo('installPrompt', { type: 'prompt.show' } satisfies InstallPromptCommand),
    persistInstallHidden: () => {},
    forgetInstallHidden: () => {},
    announceOfflineReady: () => {},
    keepForOffline: () => {},
    reload: () => {},
    logFailure: () => {},
  },
  delays: { updateCheck: UPDATE_CHECK_MS },
}).createMachine({
  id: 'pwa',
  type: 'parallel',
  context: ({ input }) => ({ ...input, offlineReady: false }),
  invoke: { id: 'environment', src: 'environment', onError: { actions: 'logFailure' } },
  states: {
    worker: {
      initial: 'on',
      states: {
        // A worker is registered (or being registered) and watched.
        on: {
          type: 'parallel',
          invoke: { id: 'workbox', src: 'workbox', onError: '#pwa.worker.failed' },
          on: { 'sw.unsupported': '#pwa.worker.off', 'sw.failed': '#pwa.worker.failed' },
          states: {
            lifecycle: {
              initial: 'current',
              states: {
                // Running the newest version we know of. The first install makes the site work
                // offline, and the member is told so once, whichever report of it comes first: a
                // page loaded while the first worker installs may hear of it only as waiting
                // (Firefox holds the registration until then). When it takes control, what the
                // page shows is asked for again through it, so it is kept for offline use.
                current: {
                  on: {
                    'sw.installed': firstInstallOrUpdate,
                    'sw.waiting': firstInstallOrUpdate,
                    'sw.controlling': [{ guard: 'isControllingUpdate', target: 'reloading' }, { actions: 'keepForOffline' }],
                  },
                },
                // A new version waits; the member is asked to update.
                needRefresh: {
                  on: {
                    'update.accept': { target: 'updating', actions: 'askSkipWaiting' },
                    'update.later': 'current',
                    // Another tab accepted it: the new worker controls this page too.
                    'sw.controlling': 'reloading',
                  },
                },
                // The waiting worker was asked to take over; its control reloads the page.
                updating: {
                  on: { 'sw.controlling': 'reloading', 'sw.nothingWaiting': 'reloading' },
                },
                // Reloading into the new version, once: nothing here can start another reload.
                reloading: { entry: 'reload' },
              },
            },
            checks: {
              initial: 'scheduled',
              states: {
                // Asks for a new version now and then, on returning to the tab, and when back online.
                scheduled: {
                  after: { updateCheck: { target: 'scheduled', reenter: true, actions: 'checkForUpdate' } },
                  on: { 'tab.visible': { actions: 'checkForUpdate' }, 'network.online': { actions: 'checkForUpdate' } },
                },
              },
            },
          },
        },
        // No service worker in this browser or build; the site works as before.
        off: {},
        // Registration failed (the registration-error flag); the site keeps working without a worker.
        failed: {},
      },
    },
    install: {
      initial: 'deciding',
      on: {
        'display.standalone': { target: '.hidden', actions: 'markInstalled' },
        // Deciding again from the start, as on a first visit. A re-entering transition here would
        // re-enter the whole parallel root (xstate takes the parallel root as its domain): the
        // network region would forget it is offline and the worker would be registered again.
        'install.forget': { target: '.deciding', actions: ['showInstall', 'forgetInstallHidden'] },
      },
      states: {
        deciding: {
          always: [{ guard: 'installedOrHidden', target: 'hidden' }, { guard: 'isIos', target: 'iosInstructions' }, { target: 'listening' }],
        },
        // Waiting for the browser to say the site can be installed, then offering it.
        listening: {
          invoke: { id: 'installPrompt', src: 'installPrompt', onError: '#pwa.install.hidden' },
          initial: 'waiting',
          on: { 'app.installed': '#pwa.install.hidden' },
          states: {
            // The browser has not offered installation (yet).
            waiting: { on: { 'prompt.available': 'offered' } },
            // The site offers installation.
            offered: {
              on: {
                'install.accept': { target: 'prompting', actions: 'showInstallPrompt' },
                'install.dismiss': { target: '#pwa.install.hidden', actions: ['hideInstall', 'persistInstallHidden'] },
              },
            },
            // The browser's own install dialog is open.
            prompting: {
              on: {
                'prompt.accepted': '#pwa.install.hidden',
                'prompt.dismissed': { target: '#pwa.install.hidden', actions: ['hideInstall', 'persistInstallHidden'] },
                'prompt.failed': 'waiting',
              },
            },
          },
        },
        // iOS has no install prompt: the member gets instructions for Add to Home Screen.
        iosInstructions: {
          on: { 'install.dismiss': { target: 'hidden', actions: ['hideInstall', 'persistInstallHidden'] } },
        },
        // Installed already, hidden by the member, or dismissed: nothing is offered.
        hidden: {},
      },
    },
    network: {
      initial: 'online',
      states: {
        online: { on: { 'network.offline': 'offline' } },
        // Cached pages and saved public content still show; calls that need the network say so.
        offline: { on: { 'network.online': 'online' } },
      },
    },
  },
})

export type PwaMachine = typeof pwaMachine
