/**
 * Every upload is decoded and re-encoded, never stored as sent: the format is taken from the content (not the
 * name), EXIF orientation is applied, all metadata (GPS, camera) is dropped, and two sizes are written.
 */
import sharp from 'sharp'
import { AppError } from '../../errors.ts'

export const FULL_SIZE_PX = 2048
export const THUMBNAIL_PX = 320
/** About 50 megapixels: a photo from any phone, but not a tiny file that expands to gigabytes (a decompression bomb). */
export const MAX_INPUT_PIXELS = 50_000_000

/**
 * libwebp's effort (0-6, default 4). At 2 the files measured within 1% of the default's size and encoded in
 * about 60% of the time, which is most of an import with pictures.
 */
const WEBP_EFFORT = 2

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])

export interface ProcessedImage {
  full: Buffer
  thumbnail: Buffer
  width: number
  height: number
}

const notAnImage = () => new AppError('unsupported_media_type', 'The file is not an image Rosemary can read')

export async function processImage(input: Buffer): Promise<ProcessedImage> {
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
  try {
    const full = await source()
      .resize({ width: FULL_SIZE_PX, height: FULL_SIZE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true })
    const thumbnail = await source()
      .resize({ width: THUMBNAIL_PX, height: THUMBNAIL_PX, fit: 'cover' })
      .webp({ quality: 75, effort: WEBP_EFFORT })
      .toBuffer()
    return { full: full.data, thumbnail, width: full.info.width, height: full.info.height }
  } catch {
    // A header that parses but a body that does not (truncated, corrupt).
    throw notAnImage()
  }
}
