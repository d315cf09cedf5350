import { assign, fromPromise, setup } from 'xstate'
import { LaunchError, type LaunchAnswer, type LaunchContext, type LaunchEvent, type LaunchFailure, type LaunchInput } from './types'

const notProvided = () => Promise.reject(new Error('provide this actor with machine.provide()'))

/** What the machine keeps of the server's answer. */
function answered(answer: LaunchAnswer): Pick<LaunchContext, 'game' | 'platform' | 'platformName' | 'url' | 'failure'> {
  return answer.kind === 'play'
    ? { game: answer.game, platform: answer.platform, platformName: null, url: answer.url, failure: null }
    : { game: answer.game, platform: answer.platform, platformName: answer.platformName, url: null, failure: null }
}

function failureOf(error: unknown): LaunchFailure {
  return error instanceof LaunchError ? error.failure : { code: 'internal_error', values: {} }
}

export const launchMachine = setup({
  types: {
    context: {} as LaunchContext,
    events: {} as LaunchEvent,
    input: {} as LaunchInput,
  },
  actors: {
    launch: fromPromise<LaunchAnswer, { gameId: number }>(notProvided),
  },
  actions: {
    askToLogIn: (_, _params: { gameId: number }) => {},
    offerTransfer: (_, _params: { platform: string; gameId: number }) => {},
    openGame: (_, _params: { url: string }) => {},
    keepFailure: assign({ failure: ({ event }) => ('error' in event ? failureOf(event.error) : null) }),
  },
}).createMachine({
  id: 'launch',
  context: ({ input }) => ({ gameId: input.gameId, game: null, platform: null, platformName: null, url: null, failure: null }),
  initial: 'settling',
  states: {
    // The session is still being checked: nobody knows yet whether a member is here.
    settling: {
      on: { 'launch.member': 'launching', 'launch.visitor': 'visitor' },
    },
    // A visitor: games are for members, so they are asked to log in and come back here.
    visitor: {
      entry: { type: 'askToLogIn', params: ({ context }) => ({ gameId: context.gameId }) },
      on: { 'launch.member': 'launching' },
    },
    // The server is asked to launch the game (and to issue its game session).
    launching: {
      tags: ['busy'],
      invoke: {
        id: 'launch',
        src: 'launch',
        input: ({ context }) => ({ gameId: context.gameId }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'play', target: 'opening', actions: assign(({ event }) => answered(event.output)) },
          { target: 'needsTransfer', actions: assign(({ event }) => answered(event.output)) },
        ],
        onError: { target: 'failed', actions: 'keepFailure' },
      },
    },
    // A transfer-wallet member has nothing on the game's platform: a transfer is offered first.
    needsTransfer: {
      entry: { type: 'offerTransfer', params: ({ context }) => ({ platform: context.platform ?? '', gameId: context.gameId }) },
      on: {
        'launch.funded': 'launching',
        'launch.transfer': { actions: { type: 'offerTransfer', params: ({ context }) => ({ platform: context.platform ?? '', gameId: context.gameId }) } },
      },
    },
    // Leaving for the game's page.
    opening: {
      tags: ['busy'],
      entry: { type: 'openGame', params: ({ context }) => ({ url: context.url ?? '' }) },
    },
    // The server refused (maintenance, an unknown game) or could not be reached; the member may try again.
    failed: {
      on: { 'launch.retry': 'launching' },
    },
  },
})

