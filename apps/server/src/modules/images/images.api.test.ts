import sharp from 'sharp'
import { describe, expect } from 'vitest'
import { MAX_IMAGE_UPLOAD_BYTES } from '@rosemary/shared/contract'
import { test } from '../../test/fixtures.ts'
import {
  decompressionBombPng,
  sidewaysJpegWithMetadata,
  solidJpeg,
  truncatedJpeg,
} from '../../test/images.ts'
import { upload, uploadImage } from '../../test/recipes.ts'

describe('POST /api/images', () => {
  test('stores a full size and a thumbnail as WebP', async ({ api, user }) => {
    const image = await uploadImage(api, user.token, await solidJpeg(3000, 2000))
    const full = await api.raw({ method: 'GET', url: image.url })
    const thumbnail = await api.raw({ method: 'GET', url: image.thumbnailUrl })
    expect(full.headers['content-type']).toBe('image/webp')
    const fullMeta = await sharp(full.rawPayload).metadata()
    const thumbMeta = await sharp(thumbnail.rawPayload).metadata()
    expect([fullMeta.format, fullMeta.width, fullMeta.height]).toEqual(['webp', 2048, 1365])
    expect([thumbMeta.width, thumbMeta.height]).toEqual([320, 320])
  })

  test('applies the EXIF orientation and strips every piece of metadata', async ({ api, user }) => {
    const image = await uploadImage(api, user.token, await sidewaysJpegWithMetadata())
    const stored = (await api.raw({ method: 'GET', url: image.url })).rawPayload
    const meta = await sharp(stored).metadata()
    expect([meta.width, meta.height]).toEqual([80, 120])
    expect(meta.orientation).toBeUndefined()
    expect(meta.exif).toBeUndefined()
    expect(stored.toString('latin1')).not.toContain('secret location')
  })

  test('accepts PNG, GIF and WebP whatever the file is called', async ({ api, user }) => {
    const base = sharp({ create: { width: 40, height: 40, channels: 4, background: '#fc0' } })
    for (const data of [
      await base.clone().png().toBuffer(),
      await base.clone().gif().toBuffer(),
      await base.clone().webp().toBuffer(),
    ]) {
      expect((await upload(api, user.token, data, 'no-extension')).status).toBe(201)
    }
  })

  test('judges the content, not the name: text called photo.jpg answers 415', async ({ api, user }) => {
    const response = await upload(api, user.token, Buffer.from('<html>not a picture</html>'), 'photo.jpg')
    expect(response.status).toBe(415)
    expect(response.body).toMatchObject({ error: { code: 'unsupported_media_type' } })
  })

  test('a truncated image answers 415', async ({ api, user }) => {
    expect((await upload(api, user.token, await truncatedJpeg())).status).toBe(415)
  })

  test('a decompression bomb is refused with 413 before decoding', async ({ api, user }) => {
    const started = performance.now()
    const response = await upload(api, user.token, decompressionBombPng(), 'bomb.png')
    expect(response.status).toBe(413)
    expect(response.body).toMatchObject({ error: { code: 'payload_too_large' } })
    expect(performance.now() - started).toBeLessThan(5000)
  })

  test('a file over the upload limit answers 413', async ({ api, user }) => {
    const response = await upload(api, user.token, Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES + 1, 1), 'huge.jpg')
    expect(response.status).toBe(413)
  })

  test('answers 400 without the "image" field and 401 without a session', async ({ api, user }) => {
    const wrongField = await upload(api, user.token, await solidJpeg(), 'photo.jpg', 'picture')
    expect(wrongField.status).toBe(400)
    expect(wrongField.body).toMatchObject({ error: { fields: { image: expect.any(String) } } })
    expect((await upload(api, undefined, await solidJpeg())).status).toBe(401)
  })
})

describe('GET /api/images/:id/:file', () => {
  test('serves the files for a year of caching, 404 for unknown ones, 400 for other names', async ({
    api,
    user,
  }) => {
    const image = await uploadImage(api, user.token, await solidJpeg())
    const response = await api.raw({ method: 'GET', url: image.thumbnailUrl })
    expect(response.status).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(
      (await api.raw({ method: 'GET', url: `/api/images/${crypto.randomUUID()}/full.webp` })).status,
    ).toBe(404)
    expect((await api.raw({ method: 'GET', url: `/api/images/${image.id}/../../secret` })).status).toBe(404)
    expect((await api.raw({ method: 'GET', url: `/api/images/${image.id}/original.jpg` })).status).toBe(400)
  })
})

describe('abandoned uploads', () => {
  test('an image no recipe shows is removed a day after upload, files and all', async ({
    api,
    user,
    clock,
    appWith,
  }) => {
    const image = await uploadImage(api, user.token, await solidJpeg())
    clock.advance(25 * 60 * 60 * 1000)
    // Housekeeping runs when an app becomes ready.
    await appWith({})
    await expect.poll(async () => (await api.raw({ method: 'GET', url: image.url })).status).toBe(404)
  })
})
