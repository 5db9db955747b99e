/** Images made by the tests themselves: ordinary, rotated by EXIF, huge, broken, and not images at all. */
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

export function solidJpeg(width = 120, height = 80, color = '#c33'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer()
}

/** A 120×80 picture stored sideways with EXIF orientation 6 ("rotate 90° to view"), and a GPS-ish comment. */
export function sidewaysJpegWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: '#3c3' } })
    .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: 'secret location 48.85N 2.35E' } } })
    .jpeg()
    .toBuffer()
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A PNG a few hundred bytes long that claims to be 40,000 × 40,000 pixels: decoding it would take
 * gigabytes of memory. The classic decompression bomb.
 */
export function decompressionBombPng(): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(40_000, 0)
  header.writeUInt32BE(40_000, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(0, 9) // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(40_001))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await solidJpeg(400, 300)
  return whole.subarray(0, Math.floor(whole.length / 3))
}
