import type { Kysely, Transaction } from 'kysely'
import { MAX_IMAGE_BYTES, imageTypes, type ImageType, type ImageUpload } from '../../src/shared/calls/uploads'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'

// An uploaded image is what its bytes say it is, not what its name or the browser claims: a
// renamed program is refused. Stored with its owner and given back only to them.

/** What an upload may be: an image, or a PDF (an identity document). */
export type UploadType = ImageType | 'application/pdf'

const signatures: { type: UploadType; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', matches: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/webp', matches: (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
  { type: 'application/pdf', matches: (b) => b.length > 5 && b.toString('latin1', 0, 5) === '%PDF-' },
]

/** What the bytes are, by their signature; undefined for anything else. */
export function detectContentType(bytes: Buffer): UploadType | undefined {
  return signatures.find((signature) => signature.matches(bytes))?.type
}

export interface CheckedImage {
  contentType: ImageType
  bytes: Buffer
}

/** Decodes an upload and checks it by content and size; `field` names it in the error. */
export function checkImage(upload: ImageUpload, field: string): CheckedImage {
  const bytes = Buffer.from(upload.data, 'base64')
  if (bytes.length > MAX_IMAGE_BYTES) throw new ApiError(400, 'image_too_large', { field, max: MAX_IMAGE_BYTES / (1024 * 1024) })
  const detected = detectContentType(bytes)
  if (detected !== upload.contentType) throw new ApiError(400, 'image_invalid', { field })
  return { contentType: upload.contentType, bytes }
}

export async function storeImage(trx: Kysely<DB> | Transaction<DB>, memberId: number, image: { contentType: UploadType; bytes: Buffer }, at: Date): Promise<number> {
  const row = await trx
    .insertInto('member_uploads')
    .values({ member_id: memberId, content_type: image.contentType, bytes: image.bytes, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The member's own image; another member's answers like a missing one, and so does a PDF (an identity document, read with its own call). */
export async function readOwnImage(db: Kysely<DB>, memberId: number, id: number) {
  return db
    .selectFrom('member_uploads')
    .select(['id', 'content_type', 'bytes', 'created_at'])
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('content_type', 'in', imageTypes)
    .$narrowType<{ content_type: ImageType }>()
    .executeTakeFirst()
}
