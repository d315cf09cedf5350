import type { Kysely, Transaction } from 'kysely'
import type { ReceivingAccount } from '../../src/shared/calls/deposits'
import { bankName } from '../banking/banks'
import type { ContentLanguage } from '../db/contentSchema'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'

// Receiving accounts are never published: each member is given one for the day (bank transfer,
// rotating through the active accounts day by day) or a dedicated VIP one, and only after the
// password is checked again (bank transfer) or the VIP order is filed.

const DAY_MS = 86_400_000

/** The account, its bank named in `lang` (an order keeps the name it was filed with). */
export async function receivingAccountFor(
  db: Kysely<DB> | Transaction<DB>,
  channel: 'bank_transfer' | 'vip',
  memberId: number,
  at: Date,
  lang: ContentLanguage,
): Promise<ReceivingAccount> {
  const accounts = await db
    .selectFrom('deposit_receiving_accounts')
    .select(['bank_code', 'bank_name', 'account_holder', 'account_number'])
    .where('channel', '=', channel)
    .where('active', '=', true)
    .orderBy('id')
    .execute()
  if (accounts.length === 0) throw new ApiError(422, 'deposit_channel_closed', { channel })
  const day = Math.floor(at.getTime() / DAY_MS)
  // A bank transfer account changes with the day; a VIP member keeps theirs.
  const account = accounts[(memberId + (channel === 'bank_transfer' ? day : 0)) % accounts.length]!
  return {
    bankName: (account.bank_code && bankName(account.bank_code, lang)) || account.bank_name,
    accountHolder: account.account_holder,
    accountNumber: account.account_number,
    validUntil: new Date((day + 1) * DAY_MS).toISOString(),
  }
}
