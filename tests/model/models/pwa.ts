// The installable app in the browser, in three scenarios: the install offer and the network on a
// desktop Chromium, the Add to Home Screen instructions on an iPhone, and the service worker's own
// lifecycle (first install, an update deployed while the page is open or left waiting over a reload,
// a failed or missing worker).
// What Chromium does not let a test cause for real (its install banner, the app installed) is sent
// to the page as the browser would send it: the same events, from page.evaluate.
import { expect, type Page } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import { pwaMachine } from '../../../src/machines/pwa/machine'
import { HIDE_INSTALL_KEY, type PwaContext, type PwaInput } from '../../../src/machines/pwa/types'
import { swapInNewBuild } from '../../e2e/builds'
import type { BrowserModel, ModelContext } from '../browserModel'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const OFFLINE = "You're offline."
const OFFLINE_READY = 'Lucky Harbor now works offline too.'

const offer = (page: Page) => page.getByRole('region', { name: 'Install the app' })
const update = (page: Page) => page.getByRole('region', { name: 'Update available' })
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PwaContext

/** The browser's install banner becomes possible; how its own dialog ends is decided by a later step. */
async function offerInstallation(page: Page) {
  await page.evaluate(() => {
    const answers = window as unknown as { modelPrompt: { resolve(): void; reject(): void }; modelChoice(outcome: string): void }
    const shown = new Promise<void>((resolve, reject) => (answers.modelPrompt = { resolve, reject }))
    const choice = new Promise<{ outcome: string; platform: string }>((resolve) => (answers.modelChoice = (outcome) => resolve({ outcome, platform: 'web' })))
    const event = new Event('beforeinstallprompt', { cancelable: true })
    Object.assign(event, { prompt: () => shown, userChoice: choice })
    window.dispatchEvent(event)
  })
}

/** The browser's own install dialog closes: installed, cancelled, or it failed to show. */
async function answerPrompt(page: Page, outcome: 'accepted' | 'dismissed' | 'failed') {
  await page.evaluate((answer) => {
    const answers = window as unknown as { modelPrompt: { resolve(): void; reject(): void }; modelChoice(outcome: string): void }
    if (answer === 'failed') return answers.modelPrompt.reject()
    answers.modelPrompt.resolve()
    answers.modelChoice(answer)
  }, outcome)
}

async function blinkNetwork(ctx: ModelContext, to: 'offline' | 'online') {
  await ctx.context.setOffline(to === 'offline')
}

/** Install region and network region, as the page shows them. */
const installChecks: BrowserModel['checks'] = {
  'install.listening.waiting': async (ctx) => {
    await expect(offer(ctx.page)).toHaveCount(0)
  },
  'install.listening.offered': async (ctx) => {
    await expect(offer(ctx.page).getByRole('button', { name: 'Install' })).toBeVisible()
    await expect(offer(ctx.page).getByRole('button', { name: 'Not now' })).toBeVisible()
  },
  // The browser's own dialog is open: the site's offer has stepped aside.
  'install.listening.prompting': async (ctx) => {
    await expect(offer(ctx.page)).toHaveCount(0)
  },
  'install.iosInstructions': async (ctx) => {
    await expect(offer(ctx.page)).toContainText('tap the Share button, then "Add to Home Screen"')
    await expect(offer(ctx.page).getByRole('button', { name: 'Got it' })).toBeVisible()
  },
  'install.hidden': async (ctx, snapshot) => {
    await expect(offer(ctx.page)).toHaveCount(0)
    const stored = await ctx.page.evaluate((key) => localStorage.getItem(key), HIDE_INSTALL_KEY)
    // Hidden by the person is remembered; hidden because it is installed need not be.
    if (contextOf(snapshot).installHidden) expect(stored).toBe('true')
  },
  'network.online': async (ctx) => {
    await expect(ctx.page.getByRole('status').filter({ hasText: OFFLINE })).toHaveCount(0)
  },
  'network.offline': async (ctx) => {
    await expect(ctx.page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible()
  },
}

/** Worker region: what the page shows of the service worker. */
const workerChecks: BrowserModel['checks'] = {
  'worker.on.lifecycle.current': async (ctx, snapshot) => {
    await expect(update(ctx.page)).toHaveCount(0)
    if (contextOf(snapshot).offlineReady) await expect.poll(() => ctx.page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active !== null && r !== undefined))).toBe(true)
  },
  'worker.on.lifecycle.needRefresh': async (ctx) => {
    await expect(update(ctx.page).getByRole('status')).toHaveText('A new version of Lucky Harbor is ready.')
    await expect(update(ctx.page).getByRole('button', { name: 'Update now' })).toBeEnabled()
  },
  // Accepted: the new version takes over and the page reloads into it (it may have already).
  'worker.on.lifecycle.updating': async (ctx) => {
    await expect(update(ctx.page).or(ctx.page.locator('meta[name="lh-build"]'))).not.toHaveCount(0)
  },
  'worker.on.lifecycle.reloading': async (ctx) => {
    await expect(ctx.page.locator('meta[name="lh-build"]')).toHaveAttribute('content', /^model-/)
    await expect(ctx.page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(update(ctx.page)).toHaveCount(0)
  },
  'worker.on.checks.scheduled': async () => {},
  // No worker: the site works as before, with nothing said about updates or offline use.
  'worker.off': async (ctx) => {
    await expect(ctx.page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await ctx.page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull()
  },
  'worker.failed': async (ctx) => {
    await expect(ctx.page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(ctx.page.getByRole('status').filter({ hasText: OFFLINE_READY })).toHaveCount(0)
  },
}

const checks: BrowserModel['checks'] = { ...installChecks, ...workerChecks }

const installEvents = [
  { type: 'prompt.available' },
  { type: 'install.accept' },
  { type: 'install.dismiss' },
  { type: 'prompt.accepted' },
  { type: 'prompt.dismissed' },
  { type: 'prompt.failed' },
  { type: 'app.installed' },
  { type: 'install.forget' },
]
const networkEvents = [{ type: 'network.offline' }, { type: 'network.online' }, { type: 'tab.visible' }]

const installDrivers: BrowserModel['drivers'] = {
  'prompt.available': (ctx) => offerInstallation(ctx.page),
  'install.accept': (ctx) => offer(ctx.page).getByRole('button', { name: 'Install' }).click(),
  async 'install.dismiss'(ctx) {
    await offer(ctx.page).getByRole('button', { name: /^(Not now|Got it)$/ }).click()
  },
  'prompt.accepted': (ctx) => answerPrompt(ctx.page, 'accepted'),
  'prompt.dismissed': (ctx) => answerPrompt(ctx.page, 'dismissed'),
  'prompt.failed': (ctx) => answerPrompt(ctx.page, 'failed'),
  'app.installed': (ctx) => ctx.page.evaluate(() => void window.dispatchEvent(new Event('appinstalled'))),
  // The person clears the site's cookies and data (footer): a hidden offer may be made again.
  async 'install.forget'(ctx) {
    await ctx.page.getByRole('contentinfo').getByRole('button', { name: 'Clear cookies' }).click()
    await ctx.page.getByRole('dialog', { name: 'Clear cookies' }).getByRole('button', { name: 'Clear cookies and data' }).click()
    await expect(ctx.page.getByRole('dialog')).toHaveCount(0)
  },
  'network.offline': (ctx) => blinkNetwork(ctx, 'offline'),
  'network.online': (ctx) => blinkNetwork(ctx, 'online'),
  // Playwright cannot hide and show a tab; the page is told as the browser tells it.
  'tab.visible': (ctx) => ctx.page.evaluate(() => void document.dispatchEvent(new Event('visibilitychange'))),
}

async function openHome(ctx: ModelContext, hidden: boolean) {
  if (hidden) await ctx.page.addInitScript((key) => localStorage.setItem(key, 'true'), HIDE_INSTALL_KEY)
  await ctx.page.goto('/')
  await expect(ctx.page.getByRole('heading', { level: 1 })).toBeVisible()
}

/** The three scenarios: the one machine, checked by one table; a first visit on a desktop, to vary. */
const pwaScenario = { machine: pwaMachine, invokes: {}, checks }
const desktopVisit: PwaInput = { installed: false, installHidden: false, ios: false }

const neverThrows = 'the actor only listens to browser events and reports them; it never fails'

export const pwaModel: BrowserModel = {
  ...pwaScenario,
  name: 'pwa',
  browser: { serviceWorkers: 'allow' },
  inputs: [desktopVisit, { ...desktopVisit, installHidden: true }],
  events: [...installEvents, ...networkEvents],
  contextKey: (snapshot) => String(contextOf(snapshot).installHidden),
  offers: {
    reason:
      'the browser offers installation once per page; the network and the install offer are independent regions, so the network is switched only while no offer is on screen (the combinations add paths, not transitions); the site data is cleared online (its dialog is a chunk a first visit that went offline early has not cached)',
    test: (snapshot, event) => {
      if (event.type === 'prompt.available') return snapshot.matches({ install: { listening: 'waiting' } })
      // Clearing the site's data opens its dialog, a script chunk a first visit that went offline early has not cached.
      if (event.type === 'install.forget') return snapshot.matches({ network: 'online' })
      if (event.type.startsWith('network.') || event.type === 'tab.visible') {
        return snapshot.matches({ install: 'hidden' }) || snapshot.matches({ install: { listening: 'waiting' } })
      }
      return true
    },
  },
  setup: (ctx, input) => openHome(ctx, (input as PwaContext).installHidden),
  drivers: installDrivers,
  unreachable: {
    '(root) —xstate.error.actor.environment→ (stays)': neverThrows,
    'install.listening —xstate.error.actor.installPrompt→ install.hidden': neverThrows,
    'install —display.standalone→ install.hidden': 'Chromium under test cannot switch to standalone display (the app opened from the home screen); the machine unit paths cover it',
    'worker.on.checks.scheduled —xstate.after.updateCheck.pwa.worker.on.checks.scheduled→ worker.on.checks.scheduled':
      'the hourly check: the run does not wait an hour; the same check runs on tab.visible and network.online, which it covers',
  },
}

export const iosPwaModel: BrowserModel = {
  ...pwaScenario,
  name: 'pwa.ios',
  browser: { serviceWorkers: 'allow', userAgent: IPHONE_SAFARI },
  inputs: [{ ...desktopVisit, ios: true }],
  events: [{ type: 'install.dismiss' }, { type: 'install.forget' }],
  setup: (ctx) => openHome(ctx, false),
  drivers: installDrivers,
  unreachable: {},
}

let builds = 0

/** A new version is deployed while the page is open; the page hears of it when the tab comes back. */
async function deployUpdate(ctx: ModelContext) {
  builds += 1
  swapInNewBuild(`model-${builds}`)
  await ctx.page.evaluate(() => void document.dispatchEvent(new Event('visibilitychange')))
}

export const workerPwaModel: BrowserModel = {
  ...pwaScenario,
  name: 'pwa.worker',
  browser: { serviceWorkers: 'allow' },
  inputs: [desktopVisit],
  events: [
    { type: 'sw.installed' },
    { type: 'sw.controlling' },
    { type: 'sw.installed', isUpdate: true },
    { type: 'sw.waiting', isUpdate: true },
    { type: 'update.accept' },
    { type: 'update.later' },
    { type: 'sw.controlling', isUpdate: true },
    { type: 'sw.failed' },
    { type: 'sw.unsupported' },
  ],
  contextKey: (snapshot) => String(contextOf(snapshot).offlineReady),
  offers: {
    reason:
      'a worker reports installed, then controlling, once; an update comes after that; a registration fails or is unsupported from the start, before anything else',
    test: (snapshot, event) => {
      const ready = contextOf(snapshot).offlineReady
      if (event.type === 'sw.installed' || event.type === 'sw.waiting') return event.isUpdate ? ready && snapshot.matches({ worker: { on: { lifecycle: 'current' } } }) : !ready
      if (event.type === 'sw.controlling' && !event.isUpdate) return ready
      if (event.type === 'sw.controlling') return snapshot.matches({ worker: { on: { lifecycle: 'updating' } } })
      if (event.type === 'sw.failed' || event.type === 'sw.unsupported') return !ready
      return true
    },
  },
  async setup(ctx) {
    const first = ctx.events[1]?.type
    // A browser without service workers, or a worker that cannot be registered.
    if (first === 'sw.unsupported') await ctx.page.addInitScript(() => void delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker)
    if (first === 'sw.failed') await ctx.page.route(/\/sw\.js$/, (route) => route.fulfill({ status: 404, body: 'not found' }))
    await openHome(ctx, false)
  },
  drivers: {
    async 'sw.installed'(ctx, { event }) {
      if (event.isUpdate) return deployUpdate(ctx)
      // The first install precaches the whole build: on a loaded machine (the model run shares it with
      // the Firefox run) that took longer than the 10 s an expectation waits, as in tests/e2e/pwa.spec.ts.
      await expect(ctx.page.getByRole('status').filter({ hasText: OFFLINE_READY })).toBeVisible({ timeout: 30_000 })
    },
    // The member reloads instead of updating: the new page finds the new version waiting as it registers.
    async 'sw.waiting'(ctx) {
      await deployUpdate(ctx)
      await ctx.page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null)
      await ctx.page.reload()
      await expect(ctx.page.getByRole('heading', { level: 1 })).toBeVisible()
    },
    async 'sw.controlling'(ctx, { event }) {
      if (!event.isUpdate) await ctx.page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    },
    'update.accept': (ctx) => update(ctx.page).getByRole('button', { name: 'Update now' }).click(),
    'update.later': (ctx) => update(ctx.page).getByRole('button', { name: 'Later' }).click(),
    // Arranged by the setup: the page finds out as it starts.
    'sw.failed': async () => {},
    'sw.unsupported': async () => {},
  },
  unreachable: {
    'worker.on.lifecycle.current —sw.waiting→ (stays) [notYetOfflineReady]':
      'Chromium answers register() with the first worker still installing, so a page never finds it waiting; Firefox does (a page loaded during the first install), and the Firefox run (scripts/test-firefox.mjs) loads one',
    'worker.on.lifecycle.needRefresh —sw.controlling→ worker.on.lifecycle.reloading':
      'needs another tab to accept the update first (tests/e2e/pwa.spec.ts drives two tabs); one page per path here',
    'worker.on.lifecycle.current —sw.controlling→ worker.on.lifecycle.reloading [isControllingUpdate]':
      'needs another tab to accept an update before this one has heard of it; the run has one page per path',
    'worker.on.lifecycle.updating —sw.nothingWaiting→ worker.on.lifecycle.reloading':
      'needs another tab to take the waiting worker between this one showing the update and the member accepting it',
    'worker.on —xstate.error.actor.workbox→ worker.failed': 'the workbox actor reports a failed registration as sw.failed, which the run drives; it never throws',
  },
}
