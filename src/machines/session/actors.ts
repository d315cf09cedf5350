// The session's real side effects: the calls behind checking, loading and ending a session.
import { fromPromise } from 'xstate'
import { ApiError, type Api } from '../../api/client'
import { SessionCheckError, type SessionMember } from './types'

function asCheckError(error: unknown): SessionCheckError {
  return new SessionCheckError(error instanceof ApiError && error.status === 401 ? 'unauthorized' : 'unreachable')
}

export function createSessionActors(api: Api) {
  return {
    verifyToken: fromPromise<SessionMember, { token: string }>(async () => {
      try {
        await api.checkToken()
        return await api.getMemberInfoV3()
      } catch (error) {
        throw asCheckError(error)
      }
    }),
    loadMember: fromPromise<SessionMember, { token: string }>(() => api.getMemberInfoV3()),
    logout: fromPromise<void, { token: string }>(async () => {
      await api.memberLogout()
    }),
  }
}
