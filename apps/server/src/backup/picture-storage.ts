/**
 * The picture storage backups read and restores write, as the server's configuration names it (the bucket
 * of S3_URL, or DATA_DIR/images). Pictures go through the ImageStorage interface only (get and put by key),
 * so any storage the server can use serves here too.
 */
import type { Config } from '../config.ts'
import type { ImageStorage } from '../storage/image-storage.ts'
import { openImageStorage } from '../storage/open-image-storage.ts'

export function openPictureStorage(config: Config): Promise<ImageStorage> {
  return openImageStorage(config)
}
