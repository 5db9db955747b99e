/** Uploading images, serving their files, and removing files no recipe shows any more. */
import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import type { TUploadedImage } from '@rosemary/shared/contract'
import { AppError } from '../../errors.ts'
import type { ImageStorage } from '../../storage/image-storage.ts'
import { StorageUnavailableError } from '../../storage/storage-errors.ts'
import { processImage } from './image-processing.ts'
import { type ImageSize, imageStorageKey, imageUrl } from './image-urls.ts'
import type { ImagesRepository } from './images.repository.ts'

/** An upload not attached to a recipe within a day was abandoned (an editor closed without saving). */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000
const RETRY_AFTER_SECONDS = 30

/** A file to send: its bytes as a stream, or the store's own signed address (S3_SERVE=redirect). */
export type ServedImage =
  { kind: 'stream'; body: Readable; bytes: number } | { kind: 'redirect'; url: string; maxAgeSeconds: number }

export function createImagesService(deps: {
  images: ImagesRepository
  storage: ImageStorage
  logger: FastifyBaseLogger
  now: () => Date
}) {
  const { images, storage } = deps

  /** A store that cannot be used is the operator's to mend (logged) and a 503 for the person. */
  function unavailable(error: unknown): unknown {
    if (!(error instanceof StorageUnavailableError)) return error
    deps.logger.warn({ err: error, failure: error.failure }, 'the picture store cannot be used')
    return new AppError(
      'unavailable',
      'Pictures cannot be stored or read just now; try again shortly',
      undefined,
      {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      },
    )
  }

  async function removeFiles(ids: string[]): Promise<void> {
    for (const id of ids) {
      await storage.deletePrefix(id).catch((error: unknown) => {
        // The row is gone; a file left behind wastes space but breaks nothing.
        deps.logger.warn({ err: error, imageId: id }, 'could not delete image files')
      })
    }
  }

  /** Undoes a half-done upload now; what cannot be undone is left for the clean-up of abandoned uploads. */
  async function discard(id: string): Promise<void> {
    await removeFiles([id])
    await images.remove(id).catch((error: unknown) => {
      deps.logger.warn({ err: error, imageId: id }, 'could not remove a failed upload; the clean-up will')
    })
  }

  return {
    async upload(userId: string, data: Buffer): Promise<TUploadedImage> {
      const processed = await processImage(data)
      const id = randomUUID()
      // The row before the files: files without a row are invisible to the clean-up, while a row without
      // files (a failed write, or a process that died between the two) is an abandoned upload it removes.
      await images.insert({
        id,
        userId,
        width: processed.width,
        height: processed.height,
        bytes: processed.full.length,
        createdAt: deps.now(),
      })
      try {
        await storage.put(imageStorageKey(id, 'full'), processed.full)
        await storage.put(imageStorageKey(id, 'thumb'), processed.thumbnail)
      } catch (error) {
        // A store that failed or timed out may yet have kept a file: the row stays, so the clean-up of
        // abandoned uploads removes both once the store answers again.
        if (error instanceof StorageUnavailableError) throw unavailable(error)
        await discard(id)
        throw error
      }
      return { id, url: imageUrl(id, 'full'), thumbnailUrl: imageUrl(id, 'thumb') }
    },

    /** The file to send, or null when there is none. */
    async serve(id: string, size: ImageSize): Promise<ServedImage | null> {
      const key = imageStorageKey(id, size)
      try {
        if (storage.signedUrl) return { kind: 'redirect', ...(await storage.signedUrl(key)) }
        const file = await storage.open(key)
        return file && { kind: 'stream', ...file }
      } catch (error) {
        throw unavailable(error)
      }
    },

    removeFiles,

    async removeAbandoned(): Promise<number> {
      const ids = await images.deleteAbandoned(new Date(deps.now().getTime() - ABANDONED_AFTER_MS))
      await removeFiles(ids)
      return ids.length
    },
  }
}

export type ImagesService = ReturnType<typeof createImagesService>
