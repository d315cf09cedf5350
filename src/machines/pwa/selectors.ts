import type { SnapshotFrom } from 'xstate'
import type { PwaMachine } from './machine'

type PwaSnapshot = SnapshotFrom<PwaMachine>

export const selectNeedRefresh = (s: PwaSnapshot) =>
  s.matches({ worker: { on: { lifecycle: 'needRefresh' } } }) || s.matches({ worker: { on: { lifecycle: 'updating' } } })
export const selectOfflineReady = (s: PwaSnapshot) => s.context.offlineReady
export const selectRegistrationError = (s: PwaSnapshot) => s.matches({ worker: 'failed' })
export const selectInstalled = (s: PwaSnapshot) => s.context.installed
export const selectInstallOffered = (s: PwaSnapshot) => s.matches({ install: { listening: 'offered' } })
export const selectIosInstructions = (s: PwaSnapshot) => s.matches({ install: 'iosInstructions' })
export const selectOnline = (s: PwaSnapshot) => s.matches({ network: 'online' })
