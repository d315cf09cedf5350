import { demoGamePage } from '../games/demo/paths'
import type { PlatformAdapter, PlatformBook, PlatformTransferOrder, TransferAnswer } from './adapter'
import type { PlatformFault } from './faults'

// The demo platforms: every provider of the catalogue runs here, on this server's own demo games.
// A member's balance on one is the member's platform account in the ledger (the demo platform keeps
// no other wallet), and each transfer the platform is sent is written in its own book, so it can
// say later what became of a transfer whose answer was lost. A fault makes one misbehave.

async function recordTransfer(book: PlatformBook, platform: string, order: PlatformTransferOrder, applied: boolean): Promise<boolean> {
  await book
    .insertInto('demo_platform_transfers')
    .values({ ref: order.ref, platform, member_id: order.memberId, direction: order.direction, amount: order.amount, applied, created_at: order.at })
    .onConflict((oc) => oc.column('ref').doNothing())
    .execute()
  // A reference sent again is answered with what the platform did the first time.
  const row = await book.selectFrom('demo_platform_transfers').select('applied').where('ref', '=', order.ref).executeTakeFirstOrThrow()
  return row.applied
}

export function demoPlatform(platform: string, fault: PlatformFault | undefined): PlatformAdapter {
  return {
    status: () => (fault === 'maintenance' ? 'maintenance' : 'available'),

    async balance(book, memberId) {
      const account = await book
        .selectFrom('accounts')
        .select('balance')
        .where('member_id', '=', memberId)
        .where('kind', '=', 'platform')
        .where('platform', '=', platform)
        .executeTakeFirst()
      return account?.balance ?? 0
    },

    launch: ({ token, game }) => `${demoGamePage(game)}#${token}`,

    async transfer(book, order): Promise<TransferAnswer> {
      switch (fault) {
        case 'maintenance':
        case 'fail':
          await recordTransfer(book, platform, order, false)
          return 'refused'
        case 'timeout':
          await recordTransfer(book, platform, order, true)
          return 'no_answer'
        case 'lost':
          return 'no_answer'
        case undefined:
          return (await recordTransfer(book, platform, order, true)) ? 'applied' : 'refused'
      }
    },

    async transferStatus(book, ref) {
      const row = await book.selectFrom('demo_platform_transfers').select('applied').where('ref', '=', ref).executeTakeFirst()
      // In-process, nothing is ever still on its way: a reference the platform never saw was never applied.
      if (!row) return 'not_applied'
      return row.applied ? 'applied' : 'not_applied'
    },
  }
}
