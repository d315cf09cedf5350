import type { Kysely } from 'kysely'
import type { MemberInfo } from '../../src/shared/calls/member'
import type { DB } from '../db/schema'
import { unreadCounts } from '../messages/inbox'
import { verificationState } from '../verification/verifications'

/** The member's own record as the site shows it, with their unread counts and identity verification (getMemberInfoV3). */
export async function memberInfo(db: Kysely<DB>, memberId: number): Promise<MemberInfo> {
  const member = await db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow()
  const [unread, verification] = await Promise.all([unreadCounts(db, memberId), verificationState(db, memberId)])
  return {
    id: member.id,
    username: member.username,
    realName: member.real_name,
    phone: member.phone,
    email: member.email,
    currency: member.currency,
    vipLevel: member.vip_level,
    seamless: member.seamless,
    participation: member.participation,
    referralCode: member.referral_code,
    createdAt: member.created_at.toISOString(),
    lastLoginAt: member.last_login_at?.toISOString() ?? null,
    unread,
    verification,
  }
}
