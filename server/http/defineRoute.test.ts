import type { Transaction } from 'kysely'
import { describe, expectTypeOf, it } from 'vitest'
import type { DB } from '../db/schema'
import type { RouteCall } from './defineRoute'

// Checked by the compiler (npm run typecheck): a money handler gets its transaction by type.
describe('defineRoute handler arguments', () => {
  it('give an idempotent call its transaction as Transaction<DB>', () => {
    expectTypeOf<RouteCall<'getMemberPrivateMessagePrize'>['trx']>().toEqualTypeOf<Transaction<DB>>()
    expectTypeOf<RouteCall<'bindBank'>['trx']>().toEqualTypeOf<Transaction<DB>>()
  })

  it('give any other call no transaction to write with', () => {
    expectTypeOf<RouteCall<'getBalance'>>().not.toHaveProperty('trx')
    expectTypeOf<RouteCall<'batchReadMemberPrivateMessage'>>().not.toHaveProperty('trx')
  })
})
