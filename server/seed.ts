// The demo data (README, "Demo accounts"), feature by feature: content and the bank list go into any
// database that lacks them; the members and everything they did, into one without members, in one
// transaction, in the order each part builds on the ones before.
import type { Kysely } from 'kysely'
import { seedEngagement } from './activity/seedEngagement'
import { seedBanks } from './banking/banks'
import { seedContentIfEmpty } from './content/seedContent'
import { seedCoupons } from './coupons/seedCoupons'
import type { DB } from './db/schema'
import { seedDemoDeposits } from './deposits/seedDeposits'
import { seedDemoBets } from './games/demoBets'
import { seedDemoPlay } from './games/seedPlay'
import { hashPassword } from './members/passwords'
import { DEMO_PASSWORD, seedDemoMembers } from './members/seedMembers'
import { seedVerifications } from './verification/seedVerifications'
import { seedWithdrawals } from './withdrawals/seedWithdrawals'

/** Adds the content and the bank list, and the demo members when there are no members at all; returns whether it added members. */
export async function seedIfEmpty(db: Kysely<DB>, now: Date): Promise<boolean> {
  await seedContentIfEmpty(db, now)
  await seedBanks(db)
  const existing = await db.selectFrom('members').select('id').limit(1).executeTakeFirst()
  if (existing) return false
  const passwordHash = await hashPassword(DEMO_PASSWORD)

  await db.transaction().execute(async (trx) => {
    await seedDemoMembers(trx, now, passwordHash)
    await seedDemoBets(trx, now)
    await seedEngagement(trx, now, passwordHash)
    await seedDemoPlay(trx, now)
    await seedDemoDeposits(trx, now)
    await seedCoupons(trx, now)
    await seedWithdrawals(trx, now)
    await seedVerifications(trx, now)
  })
  return true
}
