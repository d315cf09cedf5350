// Ten one-time recovery codes for a member who lost their authenticator: shown once, stored only as
// digests (they are random, 50 bits each, so a plain SHA-256 is enough), each accepted once.
import { createHash, randomInt } from 'node:crypto'
import type { Transaction } from 'kysely'
import { RECOVERY_CODE_COUNT } from '../../src/shared/calls/security'
import type { DB } from '../db/schema'

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'

function randomChunk(): string {
  return Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
}

/** The digest of a recovery code as the member may type it (any case, with or without the dash). */
export function recoveryCodeDigest(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace('-', '')).digest('hex')
}

/** A fresh set replaces any earlier one; the codes are returned to be shown once. */
export async function replaceRecoveryCodes(trx: Transaction<DB>, memberId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomChunk()}-${randomChunk()}`)
  await trx.deleteFrom('member_recovery_codes').where('member_id', '=', memberId).execute()
  await trx
    .insertInto('member_recovery_codes')
    .values(codes.map((code) => ({ member_id: memberId, code_hash: recoveryCodeDigest(code), used_at: null })))
    .execute()
  return codes
}
