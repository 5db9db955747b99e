import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { FULL_SIZE_PX, processImage, THUMBNAIL_PX } from './image-processing.ts'

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer()

const sizeOf = async (data: Buffer) => {
  const { width, height, format } = await sharp(data).metadata()
  return { width, height, format }
}

describe('processImage', () => {
  test('a large picture gets a full size within the limit and a square thumbnail', async () => {
    const processed = await processImage(await jpeg(3000, 2000))
    expect(await sizeOf(processed.full)).toEqual({ width: FULL_SIZE_PX, height: 1365, format: 'webp' })
    expect([processed.width, processed.height]).toEqual([FULL_SIZE_PX, 1365])
    expect(await sizeOf(processed.thumbnail)).toEqual({
      width: THUMBNAIL_PX,
      height: THUMBNAIL_PX,
      format: 'webp',
    })
  })

  test('a picture smaller than the thumbnail is cut square but never enlarged', async () => {
    const processed = await processImage(await jpeg(320, 240))
    expect(await sizeOf(processed.full)).toEqual({ width: 320, height: 240, format: 'webp' })
    expect(await sizeOf(processed.thumbnail)).toEqual({ width: 240, height: 240, format: 'webp' })
  })

  test('a tall picture smaller than the thumbnail keeps its narrow side', async () => {
    const processed = await processImage(await jpeg(100, 500))
    expect(await sizeOf(processed.thumbnail)).toEqual({ width: 100, height: 100, format: 'webp' })
  })
})

describe('memory', () => {
  test('libvips keeps no picture once it is processed', async () => {
    await processImage(await jpeg(1600, 1200))
    const { memory, items } = sharp.cache()
    expect({ memory: memory.current, items: items.current }).toEqual({ memory: 0, items: 0 })
  })
})
