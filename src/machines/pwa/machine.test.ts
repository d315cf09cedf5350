import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, type EventObject } from 'xstate'
import { describePath, listTransitions, replay, transitionPaths, uncoveredTransitions, type MachinePath } from '../testing/transitionPaths'
import { pwaMachine } from './machine'
import type { InstallPromptCommand, PwaEvent, PwaInput, WorkerCommand } from './types'

const updateCheckEvent = listTransitions(pwaMachine).find((t) => t.event.startsWith('xstate.after.'))!.event

const events = [
  { type: 'sw.installed', isExternal: false },
  { type: 'sw.installed', isUpdate: true, isExternal: false },
  { type: 'sw.installed', isExternal: true },
  { type: 'sw.waiting', isUpdate: true, isExternal: false },
  // Found waiting as the page registered, with no worker controlling it: a page loaded during the first install.
  { type: 'sw.waiting', isUpdate: false },
  { type: 'sw.controlling', isUpdate: false, isExternal: false },
  { type: 'sw.controlling', isUpdate: true, isExternal: true },
  { type: 'sw.nothingWaiting' },
  { type: 'sw.unsupported' },
  { type: 'sw.failed' },
  { type: 'xstate.error.actor.workbox', error: new Error('import failed') },
  { type: updateCheckEvent },
  { type: 'network.offline' },
  { type: 'network.online' },
  { type: 'tab.visible' },
  { type: 'display.standalone' },
  { type: 'prompt.available' },
  { type: 'prompt.accepted' },
  { type: 'prompt.dismissed' },
  { type: 'prompt.failed' },
  { type: 'app.installed' },
  { type: 'xstate.error.actor.installPrompt', error: new Error('listener failed') },
  { type: 'xstate.error.actor.environment', error: new Error('matchMedia failed') },
  { type: 'update.accept' },
  { type: 'update.later' },
  { type: 'install.accept' },
  { type: 'install.dismiss' },
  { type: 'install.forget' },
] as unknown as PwaEvent[]

const browser: PwaInput = { installed: false, installHidden: false, ios: false }
const inputs: PwaInput[] = [browser, { ...browser, ios: true }, { ...browser, installHidden: true }, { ...browser, installed: true }]

/** The stubbed machine logs every effect: actions by name, commands the actors receive by type. */
function recordingMachine(log: string[]) {
  const recorder = <T extends EventObject>() => fromCallback<T>(({ receive }) => receive((command) => void log.push(command.type)))
  return pwaMachine.provide({
    actors: { workbox: recorder<WorkerCommand>(), installPrompt: recorder<InstallPromptCommand>(), environment: fromCallback(() => {}) },
    actions: {
      reload: () => void log.push('reload'),
      persistInstallHidden: () => void log.push('persistInstallHidden'),
      forgetInstallHidden: () => void log.push('forgetInstallHidden'),
      logFailure: () => void log.push('logFailure'),
      announceOfflineReady: () => void log.push('announceOfflineReady'),
      keepForOffline: () => void log.push('keepForOffline'),
    },
  })
}

const generated = inputs.flatMap((input) => transitionPaths(pwaMachine, { events, input }).map((path) => ({ input, path })))

type WorkerReportEvent = EventObject & { isUpdate?: boolean; isExternal?: boolean }
const isUpdateReport = (e: WorkerReportEvent) => e.isUpdate === true || e.isExternal === true
const isWorkerNews = (e: WorkerReportEvent) => e.type === 'sw.installed' || e.type === 'sw.waiting'

describe('pwa machine', () => {
  it('starts from what the browser tells: offer listening, iOS instructions, or nothing when installed or hidden', () => {
    const start = (input: PwaInput) => createActor(recordingMachine([]), { input }).start()
    expect(start(browser).getSnapshot().value).toEqual({ worker: { on: { lifecycle: 'current', checks: 'scheduled' } }, install: { listening: 'waiting' }, network: 'online' })
    expect(start({ ...browser, ios: true }).getSnapshot().matches({ install: 'iosInstructions' })).toBe(true)
    expect(start({ ...browser, ios: true, installed: true }).getSnapshot().matches({ install: 'hidden' })).toBe(true)
    expect(start({ ...browser, installHidden: true }).getSnapshot().matches({ install: 'hidden' })).toBe(true)
  })

  it('ends at least one generated path with every transition', () => {
    expect(uncoveredTransitions(pwaMachine, generated.map((g) => g.path))).toEqual([])
  })

  // Firefox, on a page loaded while the first worker installs: register() answers once the worker
  // waits, then the worker takes control. Taken for an update, the control reloaded the page.
  it.each([
    ['waiting, then controlling', ['sw.waiting', 'sw.controlling']],
    ['controlling, then waiting', ['sw.controlling', 'sw.waiting']],
    ['installed, waiting, then controlling', ['sw.installed', 'sw.waiting', 'sw.controlling']],
  ] as const)('a first install reported %s is announced once and reloads nothing', (_, reports) => {
    const log: string[] = []
    const actor = createActor(recordingMachine(log), { input: browser }).start()
    for (const type of reports) actor.send({ type, isUpdate: false })
    expect(actor.getSnapshot().matches({ worker: { on: { lifecycle: 'current' } } })).toBe(true)
    expect(actor.getSnapshot().context.offlineReady).toBe(true)
    expect(log.filter((entry) => entry === 'announceOfflineReady')).toHaveLength(1)
    expect(log).not.toContain('reload')
  })

  it('a worker found waiting on a page a worker controlled is an update to offer', () => {
    const actor = createActor(recordingMachine([]), { input: browser }).start()
    actor.send({ type: 'sw.waiting', isUpdate: true })
    expect(actor.getSnapshot().matches({ worker: { on: { lifecycle: 'needRefresh' } } })).toBe(true)
    expect(actor.getSnapshot().context.offlineReady).toBe(false)
  })

  it.each(generated.map(({ input, path }) => [describePath(path), input, path] as const))('%s', (_, input, path: MachinePath) => {
    const log: string[] = []
    const snapshot = replay(recordingMachine(log), path, input).getSnapshot()
    const sent = path.steps.slice(1).map((step) => step.event as WorkerReportEvent)
    const last = sent.at(-1) ?? { type: 'xstate.init' }
    expect(snapshot.value).toEqual(path.state.value)

    // A controlling update reloads exactly once, however many reports follow.
    const reloaded = path.steps.some((step) => step.state.matches({ worker: { on: { lifecycle: 'reloading' } } }))
    expect(log.filter((entry) => entry === 'reload').length).toBe(reloaded ? 1 : 0)
    // Offline-ready comes only from a first install (installed or found waiting), never from an update.
    const firstInstall = sent.findIndex((e) => isWorkerNews(e) && !isUpdateReport(e))
    const offlineReady = firstInstall >= 0 && !sent.slice(0, firstInstall).some((e) => isWorkerNews(e) && isUpdateReport(e))
    expect(snapshot.context.offlineReady).toBe(offlineReady)
    expect(log.filter((entry) => entry === 'announceOfflineReady').length).toBe(offlineReady ? 1 : 0)
    // Dismissing the offer or the browser's dialog stores the hide flag, and only then; clearing the
    // site's data forgets it.
    const dismissed = sent.some((e) => e.type === 'install.dismiss' || e.type === 'prompt.dismissed')
    expect(log.includes('persistInstallHidden')).toBe(dismissed)
    expect(log.includes('forgetInstallHidden')).toBe(sent.some((e) => e.type === 'install.forget'))
    const hidden = sent.reduce(
      (current, e) => (e.type === 'install.forget' ? false : e.type === 'install.dismiss' || e.type === 'prompt.dismissed' ? true : current),
      input.installHidden,
    )
    expect(snapshot.context.installHidden).toBe(hidden)
    expect(snapshot.context.installed).toBe(input.installed || sent.some((e) => e.type === 'display.standalone'))

    if (snapshot.context.installed || snapshot.context.installHidden) expect(snapshot.matches({ install: 'hidden' })).toBe(true)
    if (snapshot.matches({ worker: 'failed' })) expect(['sw.failed', 'xstate.error.actor.workbox']).toContain(sent.findLast((e) => e.type.includes('sw.') || e.type.includes('workbox'))!.type)

    switch (last.type) {
      case 'update.accept':
        expect(log.at(-1)).toBe('worker.skipWaiting')
        expect(snapshot.matches({ worker: { on: { lifecycle: 'updating' } } })).toBe(true)
        break
      case 'install.accept':
        expect(log.at(-1)).toBe('prompt.show')
        break
      case 'install.forget':
        expect(log.at(-1)).toBe('forgetInstallHidden')
        expect(snapshot.matches({ install: 'hidden' })).toBe(snapshot.context.installed)
        break
      case 'tab.visible':
      case updateCheckEvent:
        expect(log.at(-1)).toBe('worker.check')
        break
      case 'network.online':
        expect(snapshot.matches({ network: 'online' })).toBe(true)
        if (snapshot.matches({ worker: 'on' })) expect(log.at(-1)).toBe('worker.check')
        break
      case 'network.offline':
        expect(snapshot.matches({ network: 'offline' })).toBe(true)
        break
      case 'sw.controlling':
        if (!last.isUpdate && snapshot.matches({ worker: { on: { lifecycle: 'current' } } })) expect(log.at(-1)).toBe('keepForOffline')
        break
      case 'sw.installed':
      case 'sw.waiting':
        expect(snapshot.matches({ worker: { on: { lifecycle: isUpdateReport(last) ? 'needRefresh' : 'current' } } })).toBe(true)
        break
      case 'sw.unsupported':
        expect(snapshot.matches({ worker: 'off' })).toBe(true)
        break
      case 'prompt.available':
        expect(snapshot.matches({ install: { listening: 'offered' } })).toBe(true)
        break
      case 'prompt.failed':
        expect(snapshot.matches({ install: { listening: 'waiting' } })).toBe(true)
        break
      case 'xstate.error.actor.environment':
        expect(log.at(-1)).toBe('logFailure')
        break
      case 'prompt.accepted':
      case 'app.installed':
      case 'xstate.error.actor.installPrompt':
        expect(snapshot.matches({ install: 'hidden' })).toBe(true)
        break
    }
  })
})
