import sharp from 'sharp'
import { expect, test } from 'vitest'
import { toPdfPicture } from './pdf-picture.ts'

test('a large WebP becomes a JPEG of at most 1200 px on its longer side', async () => {
  const webp = await sharp({ create: { width: 3000, height: 2000, channels: 4, background: '#c33a' } })
    .webp()
    .toBuffer()
  const picture = await toPdfPicture(webp)
  expect(picture).toMatchObject({ width: 1200, height: 800 })
  expect(picture?.jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
  expect((await sharp(picture?.jpeg).metadata()).format).toBe('jpeg')
})

test('a small picture keeps its size', async () => {
  const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3c3' } })
    .webp()
    .toBuffer()
  expect(await toPdfPicture(webp)).toMatchObject({ width: 40, height: 30 })
})

test('bytes that are no picture give null', async () => {
  expect(await toPdfPicture(new Uint8Array([1, 2, 3, 4]))).toBeNull()
})
