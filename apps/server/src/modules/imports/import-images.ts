/**
 * Pictures of imported recipes: bytes from the file, or an address the file points to (fetched from the
 * public internet only, within limits). A picture that cannot be read is left out; the recipe still comes.
 */
import type { FastifyBaseLogger } from 'fastify'
import { MAX_IMAGE_UPLOAD_BYTES } from '@rosemary/shared/contract'
import type { SafeFetcher } from '../../fetching/safe-fetch.ts'
import { redactUrl } from '../../http/logging.ts'
import type { ImportedImage } from '../../formats/imported-recipe.ts'
import type { ImagesService } from '../images/images.service.ts'

const IMAGE_LIMITS = { maxBytes: MAX_IMAGE_UPLOAD_BYTES, timeoutMs: 15_000, maxRedirects: 5 }

export function createImportImages(deps: {
  images: ImagesService
  fetcher: SafeFetcher
  logger: FastifyBaseLogger
}) {
  return async (userId: string, image: ImportedImage): Promise<string | null> => {
    try {
      const data =
        image.kind === 'bytes'
          ? Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength)
          : Buffer.from((await deps.fetcher.fetch(image.url, IMAGE_LIMITS, 'image/*')).body)
      return (await deps.images.upload(userId, data)).id
    } catch (error) {
      deps.logger.info(
        // A picture's address can carry a signature or token in its query (a signed storage link).
        { err: error, image: image.kind === 'url' ? redactUrl(image.url) : 'embedded' },
        'an imported picture was left out',
      )
      return null
    }
  }
}
