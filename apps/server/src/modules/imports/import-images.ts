/**
 * Pictures of imported recipes: bytes from the file, or an address the file points to (fetched from the
 * public internet only, within limits). A picture that cannot be had is left out with the reason, in words
 * for the import's summary; the recipe still comes. Nothing here throws.
 */
import type { FastifyBaseLogger } from 'fastify'
import { MAX_IMAGE_UPLOAD_BYTES } from '@rosemary/shared/contract'
import { AppError } from '../../errors.ts'
import { FetchError, type SafeFetcher } from '../../fetching/safe-fetch.ts'
import type { ImportedImage } from '../../formats/imported-recipe.ts'
import type { ImagesService } from '../images/images.service.ts'
import type { StoredPicture } from './run-import.ts'

const IMAGE_LIMITS = { maxBytes: MAX_IMAGE_UPLOAD_BYTES, timeoutMs: 15_000, maxRedirects: 5 }

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** Only the host: a picture's address may carry a signature or token in its query. */
function hostOf(image: ImportedImage): string {
  if (image.kind === 'bytes') return 'in the file'
  return URL.parse(image.url)?.host ?? 'not an address'
}

export function createImportImages(deps: {
  images: ImagesService
  fetcher: SafeFetcher
  logger: FastifyBaseLogger
}) {
  async function bytesOf(image: ImportedImage): Promise<Buffer | { skipped: string }> {
    if (image.kind === 'bytes') return asBuffer(image.data)
    try {
      return asBuffer((await deps.fetcher.fetch(image.url, IMAGE_LIMITS, 'image/*')).body)
    } catch (error) {
      if (error instanceof FetchError) return { skipped: error.message }
      deps.logger.warn({ err: error, host: hostOf(image) }, 'an imported picture could not be fetched')
      return { skipped: 'It could not be fetched.' }
    }
  }

  return async (userId: string, image: ImportedImage): Promise<StoredPicture> => {
    const data = await bytesOf(image)
    if (!Buffer.isBuffer(data)) return data
    try {
      return { id: (await deps.images.upload(userId, data)).id }
    } catch (error) {
      if (error instanceof AppError && error.code === 'unsupported_media_type') {
        return { skipped: 'It is not a picture Rosemary can read.' }
      }
      if (error instanceof AppError && error.code === 'payload_too_large') return { skipped: error.message }
      // The disk or the database: the server's fault, worth an administrator's look.
      deps.logger.warn({ err: error, host: hostOf(image) }, 'an imported picture could not be stored')
      return { skipped: 'It could not be stored on the server.' }
    }
  }
}
