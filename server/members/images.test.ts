import { beforeAll, expect, it } from 'vitest'
import { MAX_IMAGE_BYTES } from '../../src/shared/calls/uploads'
import { DEMO_PASSWORD } from './seedMembers'
import { buildTestApp, call, login, type TestApp } from '../test/harness'
import { describeDatabases, type DatabaseTarget } from '../test/databases'
import { checkImage, storeImage } from './images'

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex')
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46])
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 ')])
const exe = Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00', 'latin1')

it('accepts JPEG, PNG and WebP by their bytes and refuses anything else, whatever it claims to be', () => {
  expect(checkImage({ contentType: 'image/png', data: png.toString('base64') }, 'receipt').contentType).toBe('image/png')
  expect(checkImage({ contentType: 'image/jpeg', data: jpeg.toString('base64') }, 'receipt').contentType).toBe('image/jpeg')
  expect(checkImage({ contentType: 'image/webp', data: webp.toString('base64') }, 'receipt').contentType).toBe('image/webp')
  // A renamed program, and a real image that says it is another kind.
  expect(() => checkImage({ contentType: 'image/png', data: exe.toString('base64') }, 'receipt')).toThrow(/image_invalid/)
  expect(() => checkImage({ contentType: 'image/jpeg', data: png.toString('base64') }, 'receipt')).toThrow(/image_invalid/)
  const huge = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)])
  expect(() => checkImage({ contentType: 'image/png', data: huge.toString('base64') }, 'receipt')).toThrow(/image_too_large/)
})

describeDatabases('uploaded images', (target: DatabaseTarget) => {
  let harness: TestApp
  beforeAll(async () => {
    harness = await buildTestApp(target.database)
  })

  it('gives an image back to its owner only', async () => {
    const owner = await login(harness.app, 'demo', DEMO_PASSWORD)
    const other = await login(harness.app, 'player', DEMO_PASSWORD)
    const memberId = (await call(harness.app, 'GET', '/Member/getMemberInfoV3', undefined, { token: owner.token })).body!.id as number
    const id = await storeImage(target.database.db, memberId, checkImage({ contentType: 'image/png', data: png.toString('base64') }, 'receipt'), harness.clock.now())

    const mine = await call(harness.app, 'POST', '/Member/getUploadedImage', { id }, { token: owner.token })
    expect(mine.status).toBe(200)
    expect(mine.body).toMatchObject({ id, contentType: 'image/png', data: png.toString('base64') })
    const theirs = await call(harness.app, 'POST', '/Member/getUploadedImage', { id }, { token: other.token })
    expect(theirs.status).toBe(404)
    expect(theirs.body).toEqual({ errorMessage: 'not_found', errorValues: { id } })
  })
})
