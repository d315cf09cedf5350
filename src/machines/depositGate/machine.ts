import { fromPromise, setup } from 'xstate'
import { hasVerifiedCard } from '../../shared/depositAccess'
import { NO_CARD_MESSAGE, UNVERIFIED_MESSAGE, type DepositGateEvent, type GateCard } from './types'

const notProvided = () => Promise.reject(new Error('provide this actor with machine.provide()'))

// Deposit access (seed §5, shared/depositAccess.ts): at least one bank card, and at least one of
// them verified. Every check reads the card list again, so a card bound or verified since the last
// visit counts at once.
export const depositGateMachine = setup({
  types: { events: {} as DepositGateEvent },
  actors: {
    loadCards: fromPromise<GateCard[]>(notProvided),
  },
  actions: {
    refuse: (_, _params: { msg: string }) => {},
  },
  guards: {
    noCards: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length === 0,
    noneVerified: ({ event }) =>
      'output' in event && Array.isArray(event.output) && !hasVerifiedCard(event.output as GateCard[]),
  },
}).createMachine({
  id: 'depositGate',
  initial: 'idle',
  on: { 'depositGate.check': '.checking' },
  states: {
    // Nobody has asked yet.
    idle: {},
    // The member's cards are being read; the route guard waits for the answer.
    checking: {
      tags: ['pending'],
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: [
          { guard: 'noCards', target: 'noCard' },
          { guard: 'noneVerified', target: 'unverified' },
          { target: 'allowed' },
        ],
        onError: 'failed',
      },
    },
    // No card at all: the member binds one on the withdrawal page first.
    noCard: { entry: { type: 'refuse', params: { msg: NO_CARD_MESSAGE } } },
    // Cards, but none verified by the operator yet.
    unverified: { entry: { type: 'refuse', params: { msg: UNVERIFIED_MESSAGE } } },
    // A verified card: the deposit page may open.
    allowed: {},
    // The card list could not be read; the API client has already said why.
    failed: {},
  },
})

export type DepositGateMachine = typeof depositGateMachine
