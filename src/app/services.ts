// What the composition root hands to routes (router context) and components (React context).
import type { QueryClient } from '@tanstack/react-query'
import type { i18n } from 'i18next'
import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { Api } from '../api/client'
import type { Queries } from '../api/queries'
import type { Flows } from './flows'
import type { DepositGateMachine } from '../machines/depositGate/machine'
import type { DialogMachine } from '../machines/dialogs/machine'
import type { LanguageMachine } from '../machines/language/machine'
import type { LoadingMachine } from '../machines/loading/machine'
import type { PwaMachine } from '../machines/pwa/machine'
import type { SessionMachine } from '../machines/session/machine'
import type { ToastMachine } from '../machines/toasts/machine'

export interface Services {
  api: Api
  queries: Queries
  queryClient: QueryClient
  i18n: i18n
  /** Settles once the current language's messages are all in: the first screen shows with only its
   *  own part (i18n/firstScreen.ts); other pages, dialogs and toasts wait for this. After a failure,
   *  only a navigation tries again (MessageParts.complete). */
  messagesComplete: (options?: { retryFailure: boolean }) => Promise<void>
  session: ActorRefFrom<SessionMachine>
  dialogs: ActorRefFrom<DialogMachine>
  /** Whether the member may deposit (bank card verified), created on the first call. */
  depositGate: () => Promise<ActorRefFrom<DepositGateMachine>>
  toasts: ActorRefFrom<ToastMachine>
  loading: ActorRefFrom<LoadingMachine>
  language: ActorRefFrom<LanguageMachine>
  /** Service worker lifecycle, install offer, installed-app flag and network status. */
  pwa: ActorRefFrom<PwaMachine>
  /** Every multi-step member action (app/flows.ts), created on the first call; components read
   *  them with useFlows (ui/flows/useFlows.ts). */
  flows: () => Promise<Flows>
}

export const ServicesContext = createContext<Services | null>(null)

export function useServices(): Services {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices outside <App>')
  return services
}
