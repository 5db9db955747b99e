/**
 * A picture a web page points to (a clipped recipe's photo), fetched from the public internet only and then
 * stored exactly like an upload. "Not an image" is the address's fault here, so it answers 400, not 415.
 */
import { MAX_IMAGE_UPLOAD_BYTES, type TUploadedImage } from '@rosemary/shared/contract'
import { AppError } from '../../errors.ts'
import { FetchError, type FetchLimits, type SafeFetcher } from '../../fetching/safe-fetch.ts'
import type { ImagesService } from './images.service.ts'

const IMAGE_LIMITS: FetchLimits = { maxBytes: MAX_IMAGE_UPLOAD_BYTES, timeoutMs: 15_000, maxRedirects: 5 }

const invalidUrl = (message: string) => new AppError('invalid_input', message, { url: message })

export function createImageFromUrl(deps: { images: ImagesService; fetcher: SafeFetcher }) {
  return async (userId: string, url: string): Promise<TUploadedImage> => {
    let body: Uint8Array
    try {
      body = (await deps.fetcher.fetch(url, IMAGE_LIMITS, 'image/*')).body
    } catch (error) {
      if (error instanceof FetchError) throw invalidUrl(error.message)
      throw error
    }
    try {
      return await deps.images.upload(userId, Buffer.from(body.buffer, body.byteOffset, body.byteLength))
    } catch (error) {
      if (error instanceof AppError && error.code === 'unsupported_media_type') {
        throw invalidUrl('That address is not a picture Rosemary can read.')
      }
      throw error
    }
  }
}

export type ImageFromUrl = ReturnType<typeof createImageFromUrl>
