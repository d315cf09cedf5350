import { createActor, toPromise } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError, type Api } from '../../api/client'
import { createSessionActors } from './actors'
import { SessionCheckError, type SessionMember } from './types'

const member = { id: 7, username: 'demo' } as unknown as SessionMember
const refused = () => Promise.reject(new ApiError(401, { errorMessage: 'front.system.not_logged_in', errorValues: {} }))
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'))

function verify(checkToken: () => Promise<unknown>, getMemberInfoV3: () => Promise<unknown>) {
  const { verifyToken } = createSessionActors({ checkToken, getMemberInfoV3 } as unknown as Api)
  return toPromise(createActor(verifyToken, { input: { token: 't' } }).start())
}

describe('verifyToken', () => {
  it('asks for the check and the member info at once, and gives the member once both answered', async () => {
    const asked: string[] = []
    let passCheck = () => {}
    const check = new Promise<void>((resolve) => (passCheck = resolve))
    const result = verify(
      () => (asked.push('checkToken'), check),
      async () => (asked.push('getMemberInfoV3'), member),
    )
    await Promise.resolve()
    expect(asked).toEqual(['checkToken', 'getMemberInfoV3'])
    passCheck()
    await expect(result).resolves.toBe(member)
  })

  it('is the token refused when the check refuses it, whatever the member info answered', async () => {
    await expect(verify(refused, async () => member)).rejects.toEqual(new SessionCheckError('unauthorized'))
  })

  it('is the token refused when either call refuses it, even if the other could not reach the server', async () => {
    await expect(verify(unreachable, refused)).rejects.toMatchObject({ reason: 'unauthorized' })
    await expect(verify(refused, unreachable)).rejects.toMatchObject({ reason: 'unauthorized' })
  })

  it('is unreachable when a call could not reach the server and nothing refused the token', async () => {
    await expect(verify(async () => undefined, unreachable)).rejects.toMatchObject({ reason: 'unreachable' })
    await expect(verify(unreachable, async () => member)).rejects.toMatchObject({ reason: 'unreachable' })
  })
})
