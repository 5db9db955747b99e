/**
 * The image storage the configuration names: the bucket of S3_URL, or DATA_DIR/images. The S3 client is
 * loaded only for a bucket: its few hundred modules were a tenth of every start's module loading.
 */
import path from 'node:path'
import { createLocalImageStorage, type ImageStorage, LOCAL_IMAGES_FOLDER } from './image-storage.ts'
import type { S3Location } from './s3-url.ts'

/** What the configuration says of pictures (config.ts's dataDir and s3). */
export interface PictureSettings {
  dataDir: string
  s3: { location: S3Location; serve: 'proxy' | 'redirect' } | null
}

export function localImageFolder(dataDir: string): string {
  return path.join(dataDir, LOCAL_IMAGES_FOLDER)
}

export async function openImageStorage(config: PictureSettings): Promise<ImageStorage> {
  if (!config.s3) return createLocalImageStorage(localImageFolder(config.dataDir))
  const { createS3ImageStorage } = await import('./s3-image-storage.ts')
  return createS3ImageStorage(config.s3.location, { redirect: config.s3.serve === 'redirect' })
}
