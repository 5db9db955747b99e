/**
 * What images-to-s3 and images-from-s3 share: the two storages, a progress line now and then, and the
 * result. The copy (src/storage/copy-images.ts) is resumable and never deletes the source.
 */
import { copyImages, type CopyProgress } from '../../src/storage/copy-images.ts'
import { createLocalImageStorage, type ImageStorage } from '../../src/storage/image-storage.ts'
import { localImageFolder } from '../../src/storage/open-image-storage.ts'
import { createS3ImageStorage } from '../../src/storage/s3-image-storage.ts'
import { StorageUnavailableError } from '../../src/storage/storage-errors.ts'
import type { AdminContext } from './admin-command.ts'

const PROGRESS_EVERY_MS = 2000

export async function moveImages(direction: 'to-s3' | 'from-s3', context: AdminContext): Promise<number> {
  const { config, print, tell } = context
  if (!config.s3) {
    tell('S3_URL is not set: set it to the bucket (see the README), as the server will have it.')
    return 2
  }
  const local = createLocalImageStorage(localImageFolder(config.dataDir))
  const bucket = createS3ImageStorage(config.s3.location)
  const [from, to]: [ImageStorage, ImageStorage] = direction === 'to-s3' ? [local, bucket] : [bucket, local]
  let lastTold = performance.now()
  const told = (progress: CopyProgress) => {
    const done = progress.copied + progress.skipped
    return `${done}/${progress.total} files: ${progress.copied} copied, ${progress.skipped} already there`
  }
  try {
    await bucket.check()
    tell(`Copying the pictures in ${from.name} to ${to.name}…`)
    const result = await copyImages(from, to, (progress) => {
      if (performance.now() - lastTold < PROGRESS_EVERY_MS) return
      lastTold = performance.now()
      tell(told(progress))
    })
    print(`Done: ${told(result)}.`)
    tell(
      `Nothing was deleted from ${from.name}. ` +
        (direction === 'to-s3'
          ? 'Start the server with S3_URL set; once the pictures show, the folder may be removed.'
          : 'Start the server without S3_URL; once the pictures show, the bucket may be emptied.'),
    )
    return 0
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error
    tell(`${error.message}. Run the command again to go on where it stopped.`)
    return 1
  } finally {
    bucket.close?.()
  }
}
