// Hostile input to every call of the contract, as a visitor and as a member: whole bodies of the
// wrong shape, and the call's own fields filled with wrong types, edge numbers, control and bidi
// characters, huge and nested values. Every answer must be a 4xx (or a 2xx) in the one error format
// with the security headers, never a 5xx, and nothing may move: the member's balances stay as they
// were and the ledger invariants hold. A new call is covered by being in the contract.
// Fixed seed and 20 bodies per call in the suite; `npm run test:fuzz` runs 500 (FUZZ_RUNS, FUZZ_SEED to change).
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { contract, type CallName } from '../../src/shared/contract'
import { memberAccount } from '../ledger/accounts'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { buildTestApp, nextIp, type TestApp } from '../test/harness'
import { expectLedgerSound } from '../test/ledger'
import { registerPlayer, type Player } from '../test/players'

const RUNS = Number(process.env.FUZZ_RUNS ?? 20)
const SEED = Number(process.env.FUZZ_SEED ?? 20261123)

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\u202Eevil', 'x\u200By', '\u0007', '\uFEFF', '\uD800', '../../etc/passwd', '<script>alert(1)</script>', "' or 1=1 --", '%c0%af'),
  fc.constant('x'.repeat(40_000)),
)
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, 0.1, 10.005, NaN),
)
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  fc.constant(JSON.parse('{"a":{"b":{"c":{"d":{"e":[[[[1]]]]}}}}}')),
  fc.constantFrom('2026-01-01T00:00:00.000Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999-23:59', 'not a date'),
)

function fieldsOf(name: CallName): string[] {
  const schema = contract[name].request as unknown as { shape?: Record<string, unknown>; _zod?: { def?: { in?: { shape?: Record<string, unknown> } } } }
  return Object.keys(schema.shape ?? schema._zod?.def?.in?.shape ?? {})
}

function bodiesFor(name: CallName): fc.Arbitrary<unknown> {
  const fields = fieldsOf(name)
  const record = fields.length ? fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] }) : fc.constant({})
  return fc.oneof(record, hostileValue, fc.record({ unexpected: hostileValue }))
}

describeDatabases('the contract under hostile input', (target: DatabaseTarget) => {
  let test: TestApp
  let member: Player
  const balances = async () => ({
    main: (await memberAccount(target.database.db, member.memberId, 'main')).balance,
    point: (await memberAccount(target.database.db, member.memberId, 'point')).balance,
  })
  let before: { main: number; point: number }
  beforeAll(async () => {
    test = await buildTestApp(target.database)
    member = await registerPlayer(test.app, target.database.db, { balance: 10_000, points: 5_000 })
    before = await balances()
  })
  afterAll(async () => {
    expect(await balances()).toEqual(before)
    await expectLedgerSound(target.database.db)
  })

  const names = Object.keys(contract) as CallName[]
  for (const role of ['visitor', 'member'] as const) {
    it(`answers every call with a 4xx in the error format as a ${role}, never a 5xx`, async () => {
      for (const name of names) {
        const definition = contract[name]
        await fc.assert(
          fc.asyncProperty(bodiesFor(name), async (body) => {
            const headers: Record<string, string> = { 'x-forwarded-for': nextIp() }
            if (role === 'member') headers.authorization = member.token
            if (definition.idempotent) headers['idempotency-key'] = crypto.randomUUID()
            const answer = await test.app.inject({
              method: definition.method,
              url: `/api${definition.path}`,
              headers: definition.method === 'GET' ? headers : { ...headers, 'content-type': 'application/json' },
              ...(definition.method === 'GET' ? {} : { payload: JSON.stringify(body) ?? 'null' }),
            })
            const where = `${role} ${definition.method} ${definition.path} ${JSON.stringify(body)?.slice(0, 200)}`
            expect(answer.statusCode, where).toBeLessThan(500)
            expect(answer.headers['x-content-type-options'], where).toBe('nosniff')
            if (answer.statusCode >= 400) {
              const error = answer.json() as { errorMessage: unknown; errorValues: unknown }
              expect(typeof error.errorMessage, where).toBe('string')
              expect(error.errorValues, where).toBeTypeOf('object')
            }
          }),
          { numRuns: RUNS, seed: SEED },
        )
      }
      // 500 bodies per call (npm run test:fuzz) take several minutes on PostgreSQL.
    }, Math.max(300_000, RUNS * 2_000))
  }

  // Issue 29: 8,000 levels overflowed the recursive text check (500) and 3,000 stalled the event loop.
  const nested = {
    objects: (levels: number) => '{"":'.repeat(levels) + '1' + '}'.repeat(levels),
    arrays: (levels: number) => '['.repeat(levels) + ']'.repeat(levels),
  }
  for (const role of ['visitor', 'member'] as const) {
    it(`refuses a body nested 4,000 or 8,000 levels deep, objects or arrays, with a 400 (401 to a visitor of a member call) as a ${role}`, async () => {
      // A member of its own: the fuzz above may have logged its member out.
      const nestedMember = await registerPlayer(test.app, target.database.db)
      for (const name of names.filter((each) => contract[each].method !== 'GET')) {
        const definition = contract[name]
        const field = fieldsOf(name)[0] ?? 'unexpected'
        for (const levels of [4_000, 8_000]) {
          for (const [kind, nest] of Object.entries(nested)) {
            const headers: Record<string, string> = { 'x-forwarded-for': nextIp(), 'content-type': 'application/json' }
            if (role === 'member') headers.authorization = nestedMember.token
            if (definition.idempotent) headers['idempotency-key'] = crypto.randomUUID()
            const payload = `{"${field}":${nest(levels)}}`
            const answer = await test.app.inject({ method: definition.method, url: `/api${definition.path}`, headers, payload })
            const where = `${role} ${definition.method} ${definition.path} ${levels} levels of ${kind}`
            // 8,000 levels of objects take 40 KB, over the server's body limit of 32 KB (an image call's is larger).
            const expected =
              role === 'visitor' && definition.access === 'member'
                ? { status: 401, body: { errorMessage: 'unauthorized', errorValues: {} } }
                : payload.length > (definition.bodyLimit ?? 32 * 1024)
                  ? { status: 413, body: { errorMessage: 'payload_too_large', errorValues: {} } }
                  : { status: 400, body: { errorMessage: 'field_invalid', errorValues: { field: 'body' } } }
            expect({ status: answer.statusCode, body: answer.json() }, where).toEqual(expected)
            expect(answer.headers['x-content-type-options'], where).toBe('nosniff')
          }
        }
      }
    }, 300_000)
  }
})
