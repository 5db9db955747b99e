/** The image storage the configuration names: the bucket of S3_URL, or DATA_DIR/images. */
import path from 'node:path'
import type { Config } from '../config.ts'
import { createLocalImageStorage, type ImageStorage, LOCAL_IMAGES_FOLDER } from './image-storage.ts'
import { createS3ImageStorage } from './s3-image-storage.ts'

export function localImageFolder(dataDir: string): string {
  return path.join(dataDir, LOCAL_IMAGES_FOLDER)
}

export function openImageStorage(config: Pick<Config, 'dataDir' | 's3'>): ImageStorage {
  if (!config.s3) return createLocalImageStorage(localImageFolder(config.dataDir))
  return createS3ImageStorage(config.s3.location, { redirect: config.s3.serve === 'redirect' })
}
