// A change committed while a stream's opening snapshot is read must reach the tab after that snapshot:
// the snapshot's balance may predate the change, and the tab shows the last figure it hears.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import type { MemberEvent } from '../../src/shared/calls/events'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { baseUrl, openEventStream } from '../test/eventStream'
import { buildTestApp, call, registerMember } from '../test/harness'

/** While set, a snapshot waits here once it has read the member's figures. */
const gate: { reached?: () => void; release?: Promise<void> } = {}

vi.mock('../events/snapshot', async (original) => {
  const real = await original<typeof import('../events/snapshot')>()
  return {
    ...real,
    memberSnapshot: async (...args: Parameters<typeof real.memberSnapshot>) => {
      const events = await real.memberSnapshot(...args)
      if (gate.release) {
        gate.reached?.()
        await gate.release
      }
      return events
    },
  }
})

const ADMIN = 'events-order-admin-token'

describeDatabases('live member events, in order', (target: DatabaseTarget) => {
  let app: FastifyInstance
  beforeAll(async () => {
    ;({ app } = await buildTestApp(target.database, { adminToken: ADMIN }))
    await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => app.close())

  it('sends a change committed while the opening snapshot is read after that snapshot', async () => {
    const member = await registerMember(app, 'order')
    const reached = new Promise<void>((resolve) => (gate.reached = resolve))
    let release!: () => void
    gate.release = new Promise<void>((resolve) => (release = resolve))
    const opening = openEventStream(baseUrl(app), member.token)
    // The snapshot has read a balance of 0; a credit commits before it is sent.
    await reached
    const credit = await call(app, 'POST', '/admin/adjustments', { username: member.username, account: 'main', amount: 500, memo: 'test' }, { headers: { 'admin-token': ADMIN, 'idempotency-key': crypto.randomUUID() } })
    expect(credit.status).toBe(200)
    // Long enough for the credit's event to reach the stream (through PostgreSQL's NOTIFY too).
    await new Promise((resolve) => setTimeout(resolve, 300))
    delete gate.release
    release()
    const stream = await opening
    try {
      const balance = (event: MemberEvent) => event.type === 'balance'
      expect(await stream.next(balance)).toEqual({ type: 'balance', balance: 0 })
      expect(await stream.next(balance)).toEqual({ type: 'balance', balance: 500 })
    } finally {
      stream.close()
    }
  })
})
