/**
 * Every upload is decoded and re-encoded, never stored as sent: the format is taken from the content (not the
 * name), EXIF orientation is applied, all metadata (GPS, camera) is dropped, and two sizes are written.
 */
import type sharp from 'sharp'
import { AppError } from '../../errors.ts'

export const FULL_SIZE_PX = 2048
export const THUMBNAIL_PX = 320
/** About 50 megapixels: a photo from any phone, but not a tiny file that expands to gigabytes (a decompression bomb). */
export const MAX_INPUT_PIXELS = 50_000_000

/**
 * libwebp's effort (0-6, default 4). Encoding is most of an import with pictures. Measured on photo-like
 * pictures (smooth colour with fine texture, 1600×1200): effort 0 took 55 ms a picture against 98 ms at 2
 * and 198 ms at 4, with files within 1% of the default's size (142 KB, 155 KB at 2, 141 KB at 4).
 */
const WEBP_EFFORT = 0

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

export interface ProcessedImage {
  full: Buffer
  thumbnail: Buffer
  width: number
  height: number
}

let loading: Promise<typeof sharp> | undefined

/**
 * sharp and libvips load with the first picture (about 20 MB a server that never sees one need not hold),
 * with libvips's cache of recent operations off: every upload is a new picture, so the cache could only
 * keep up to 50 MB of them alive.
 */
function loadSharp(): Promise<typeof sharp> {
  loading ??= import('sharp').then(({ default: loaded }) => {
    loaded.cache(false)
    return loaded
  })
  return loading
}

const notAnImage = () => new AppError('unsupported_media_type', 'The file is not an image Rosemary can read')

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp()
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>
  try {
    // Only the header is read here, so no pixel limit is needed yet: the check below answers "too large".
    metadata = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw notAnImage()
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage()
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new AppError('payload_too_large', 'The image has too many pixels (at most 50 megapixels)')
  }
  const source = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
  // A square cut from the middle, never enlarged: a picture smaller than the thumbnail is not blown up
  // (which only blurs it and costs encoding time), whichever way it is turned.
  const thumbnailSide = Math.max(1, Math.min(THUMBNAIL_PX, metadata.width, metadata.height))
  try {
    const [full, thumbnail] = await Promise.all([
      source()
        .resize({ width: FULL_SIZE_PX, height: FULL_SIZE_PX, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true }),
      source()
        .resize({ width: thumbnailSide, height: thumbnailSide, fit: 'cover' })
        .webp({ quality: 75, effort: WEBP_EFFORT })
        .toBuffer(),
    ])
    return { full: full.data, thumbnail, width: full.info.width, height: full.info.height }
  } catch {
    // A header that parses but a body that does not (truncated, corrupt).
    throw notAnImage()
  }
}
