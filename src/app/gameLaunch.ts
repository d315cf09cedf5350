// The game launch statechart's real work: the launch call, the login and transfer dialogs, and the
// navigation to the game's page (on the provider's host, which is the API's).
import { fromPromise } from 'xstate'
import { ApiError } from '../api/client'
import { launchMachine } from '../machines/launch/machine'
import { LaunchError, type LaunchAnswer } from '../machines/launch/types'
import { API_BASE_URL } from '../shared/provider'
import { launchPath } from './launchPath'
import type { Services } from './services'

export function provideLaunch({ api, dialogs, session }: Pick<Services, 'api' | 'dialogs' | 'session'>) {
  return launchMachine.provide({
    actors: {
      launch: fromPromise<LaunchAnswer, { gameId: number }>(async ({ input }) => {
        try {
          return await api.launchGame({ gameId: input.gameId })
        } catch (error) {
          throw new LaunchError(error instanceof ApiError ? { code: error.code, values: error.body.errorValues } : { code: 'network_error', values: {} })
        }
      }),
    },
    actions: {
      askToLogIn: (_, { gameId }) => {
        session.send({ type: 'session.required', returnTo: launchPath(gameId) })
        dialogs.send({ type: 'dialog.open', name: 'Login' })
      },
      offerTransfer: (_, { platform, gameId }) => dialogs.send({ type: 'dialog.open', name: 'PlatformTransfer', props: { platform, gameId } }),
      // Replaced, so Back from the game returns to where the member opened it rather than launching it again.
      openGame: (_, { url }) => window.location.replace(new URL(url, API_BASE_URL || window.location.origin).href),
    },
  })
}
