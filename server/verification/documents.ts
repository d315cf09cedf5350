// An identity document is checked like every other upload: by what its bytes are (the signatures in
// members/images.ts), not by its name or the type the browser claims, and kept as the member's
// upload. Read back by its owner (their own call) or by the operator, never by another member.
import { sql, type Kysely, type Transaction } from 'kysely'
import { MAX_DOCUMENT_BYTES, type DocumentType, type DocumentUpload } from '../../src/shared/calls/verification'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { detectContentType } from '../members/images'

export interface CheckedDocument {
  contentType: DocumentType
  bytes: Buffer
}

export function checkDocument(upload: DocumentUpload): CheckedDocument {
  const bytes = Buffer.from(upload.data, 'base64')
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new ApiError(400, 'document_too_large', { field: 'document', max: MAX_DOCUMENT_BYTES / (1024 * 1024) })
  if (detectContentType(bytes) !== upload.contentType) throw new ApiError(400, 'document_invalid', { field: 'document' })
  return { contentType: upload.contentType, bytes }
}

export interface StoredDocument {
  id: number
  contentType: DocumentType
  bytes: Uint8Array
  createdAt: Date
}

/**
 * The document `documentId` sent with a verification, when `memberId` (if given) sent it; undefined
 * otherwise, so another member's document answers like a missing one. The operator passes no member.
 */
export async function readDocument(db: Kysely<DB> | Transaction<DB>, documentId: number, memberId?: number): Promise<StoredDocument | undefined> {
  let sent = db
    .selectFrom('member_requests')
    .select('member_id')
    .where('kind', '=', 'verification')
    .where(sql<string>`details->>'documentId'`, '=', String(documentId))
  if (memberId !== undefined) sent = sent.where('member_id', '=', memberId)
  const owner = await sent.executeTakeFirst()
  if (!owner) return undefined
  const row = await db
    .selectFrom('member_uploads')
    .select(['id', 'content_type', 'bytes', 'created_at'])
    .where('id', '=', documentId)
    .where('member_id', '=', owner.member_id)
    .executeTakeFirst()
  return row && { id: row.id, contentType: row.content_type, bytes: row.bytes, createdAt: row.created_at }
}
