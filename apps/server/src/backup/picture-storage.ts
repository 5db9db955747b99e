/**
 * The picture storage backups read and restores write, as the server's configuration names it. Pictures
 * go through the ImageStorage interface only (get and put by key), so any storage the server can use
 * serves here too.
 */
import path from 'node:path'
import type { Config } from '../config.ts'
import { createLocalImageStorage, type ImageStorage } from '../storage/image-storage.ts'

export function openPictureStorage(config: Config): ImageStorage {
  return createLocalImageStorage(path.join(config.dataDir, 'images'))
}
