// Images members upload (payment receipts, bet screenshots, inquiry attachments): sent inside a
// JSON body as base64, checked by their content on the server, and given back only to their owner.
import { z } from 'zod'
import { call } from './define'
import { isoDate } from './rules'

export const uploadErrors = ['image_invalid', 'image_too_large'] as const

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const
export type ImageType = (typeof imageTypes)[number]
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** Characters of base64 that `bytes` bytes take. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4

/** One image in a request body. The type is what the member's browser says; the server checks the bytes. */
export const imageUpload = z.strictObject({
  contentType: z.enum(imageTypes),
  data: z.string().min(4).max(base64Length(MAX_IMAGE_BYTES)).regex(/^[A-Za-z0-9+/]+={0,2}$/),
})
export type ImageUpload = z.infer<typeof imageUpload>

/** The body a call carrying one image may have: the image and room for the call's other fields. */
export const IMAGE_BODY_LIMIT = base64Length(MAX_IMAGE_BYTES) + 64 * 1024

export const uploadCalls = {
  getUploadedImage: call({
    method: 'POST', path: '/Member/getUploadedImage', access: 'member', idempotent: false,
    request: z.strictObject({ id: z.int().positive() }),
    response: z.strictObject({ id: z.int().positive(), contentType: z.enum(imageTypes), data: z.string(), createdAt: isoDate }),
  }),
}
