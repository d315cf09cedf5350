import type { Kysely, Transaction } from 'kysely'
import { MAX_IMAGE_BYTES, type ImageType, type ImageUpload } from '../../src/shared/calls/uploads'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'

// An uploaded image is what its bytes say it is, not what its name or the browser claims: a
// renamed program is refused. Stored with its owner and given back only to them.

const signatures: { type: ImageType; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', matches: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/webp', matches: (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
]

export interface CheckedImage {
  contentType: ImageType
  bytes: Buffer
}

/** Decodes an upload and checks it by content and size; `field` names it in the error. */
export function checkImage(upload: ImageUpload, field: string): CheckedImage {
  const bytes = Buffer.from(upload.data, 'base64')
  if (bytes.length > MAX_IMAGE_BYTES) throw new ApiError(400, 'image_too_large', { field, max: MAX_IMAGE_BYTES / (1024 * 1024) })
  const detected = signatures.find((signature) => signature.matches(bytes))
  if (!detected || detected.type !== upload.contentType) throw new ApiError(400, 'image_invalid', { field })
  return { contentType: detected.type, bytes }
}

export async function storeImage(trx: Kysely<DB> | Transaction<DB>, memberId: number, image: CheckedImage, at: Date): Promise<number> {
  const row = await trx
    .insertInto('member_uploads')
    .values({ member_id: memberId, content_type: image.contentType, bytes: image.bytes, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The member's own image; another member's answers like a missing one. */
export async function readOwnImage(db: Kysely<DB>, memberId: number, id: number) {
  return db
    .selectFrom('member_uploads')
    .select(['id', 'content_type', 'bytes', 'created_at'])
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst()
}
