// The session's real side effects: the calls behind checking, loading and ending a session.
import { fromPromise } from 'xstate'
import { ApiError, type Api } from '../../api/client'
import { SessionCheckError, type SessionMember } from './types'

function asCheckError(error: unknown): SessionCheckError {
  return new SessionCheckError(error instanceof ApiError && error.status === 401 ? 'unauthorized' : 'unreachable')
}

export function createSessionActors(api: Api) {
  return {
    // The member's info is asked for beside the check, not after it: a member page opened from its
    // address waits on one round trip less. It counts only once the check has passed, and a refusal
    // by either call is the token's refusal.
    verifyToken: fromPromise<SessionMember, { token: string }>(async () => {
      const [check, info] = await Promise.allSettled([api.checkToken(), api.getMemberInfoV3()])
      if (check.status === 'fulfilled' && info.status === 'fulfilled') return info.value
      const failures = [check, info].flatMap((answer) => (answer.status === 'rejected' ? [asCheckError(answer.reason)] : []))
      throw failures.find((failure) => failure.reason === 'unauthorized') ?? failures[0]
    }),
    loadMember: fromPromise<SessionMember, { token: string }>(() => api.getMemberInfoV3()),
    logout: fromPromise<void, { token: string }>(async () => {
      await api.memberLogout()
    }),
  }
}
