/** The image storage the configuration names: the bucket of S3_URL, or DATA_DIR/images. */
import path from 'node:path'
import { createLocalImageStorage, type ImageStorage, LOCAL_IMAGES_FOLDER } from './image-storage.ts'
import { createS3ImageStorage } from './s3-image-storage.ts'
import type { S3Location } from './s3-url.ts'

/** What the configuration says of pictures (config.ts's dataDir and s3). */
export interface PictureSettings {
  dataDir: string
  s3: { location: S3Location; serve: 'proxy' | 'redirect' } | null
}

export function localImageFolder(dataDir: string): string {
  return path.join(dataDir, LOCAL_IMAGES_FOLDER)
}

export function openImageStorage(config: PictureSettings): ImageStorage {
  if (!config.s3) return createLocalImageStorage(localImageFolder(config.dataDir))
  return createS3ImageStorage(config.s3.location, { redirect: config.s3.serve === 'redirect' })
}
