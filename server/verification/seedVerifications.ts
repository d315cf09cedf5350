import type { Transaction } from 'kysely'
import type { DB } from '../db/schema'
import { storeImage } from '../members/images'
import { createRequest, transitionRequest } from '../requests/memberRequests'

// demo's identity was verified before its past withdrawals (which add up to 1,000.00, the most an
// unverified member may withdraw), so demo withdraws freely; every other demo member starts
// unverified and meets the rule. The document is a one-page PDF standing in for a scan.

const DAY_MS = 86_400_000
const DEMO_DOCUMENT = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

export async function seedVerifications(trx: Transaction<DB>, now: Date): Promise<void> {
  const demo = await trx.selectFrom('members').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()
  const sentAt = new Date(now.getTime() - 30 * DAY_MS)
  const documentId = await storeImage(trx, demo.id, { contentType: 'application/pdf', bytes: DEMO_DOCUMENT }, sentAt)
  const request = await createRequest(trx, { kind: 'verification', memberId: demo.id, status: 'pending', amount: 0, details: { documentId }, at: sentAt })
  await transitionRequest(trx, request.id, { to: 'verified', at: new Date(sentAt.getTime() + 3_600_000) })
}
