/** Uploading images, serving their files, and removing files no recipe shows any more. */
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { TUploadedImage } from '@rosemary/shared/contract'
import type { ImageStorage } from '../../storage/image-storage.ts'
import { processImage } from './image-processing.ts'
import { type ImageSize, imageStorageKey, imageUrl } from './image-urls.ts'
import type { ImagesRepository } from './images.repository.ts'

/** An upload not attached to a recipe within a day was abandoned (an editor closed without saving). */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000

export function createImagesService(deps: {
  images: ImagesRepository
  storage: ImageStorage
  logger: FastifyBaseLogger
  now: () => Date
}) {
  const { images, storage } = deps

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
        await discard(id)
        throw error
      }
      return { id, url: imageUrl(id, 'full'), thumbnailUrl: imageUrl(id, 'thumb') }
    },

    file: (id: string, size: ImageSize) => storage.get(imageStorageKey(id, size)),

    removeFiles,

    async removeAbandoned(): Promise<number> {
      const ids = await images.deleteAbandoned(new Date(deps.now().getTime() - ABANDONED_AFTER_MS))
      await removeFiles(ids)
      return ids.length
    },
  }
}

export type ImagesService = ReturnType<typeof createImagesService>
