/**
 * Copies every image file from one storage to another (DATA_DIR/images to a bucket, or back), for the
 * images-to-s3 and images-from-s3 admin commands. Run again after an interruption it goes on where it
 * stopped: a file already at the target with the same size and MD5 is skipped. Each copy is read back
 * (size, and MD5 from the ETag or the file) before it counts. Nothing is ever deleted from the source.
 */
import { createHash } from 'node:crypto'
import type { ImageStorage, StoredFile } from './image-storage.ts'

export interface CopyProgress {
  total: number
  copied: number
  /** Already at the target, the same bytes. */
  skipped: number
}

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex')

/** The file's MD5: from the listing where the store gave it, else by reading the file. */
async function md5Of(storage: ImageStorage, file: StoredFile): Promise<string | null> {
  if (file.md5) return file.md5
  const data = await storage.get(file.key)
  return data && md5(data)
}

export async function copyImages(
  from: ImageStorage,
  to: ImageStorage,
  onProgress: (progress: CopyProgress) => void = () => undefined,
): Promise<CopyProgress> {
  const there = new Map<string, StoredFile>()
  for await (const file of to.list()) there.set(file.key, file)
  const files: StoredFile[] = []
  for await (const file of from.list()) files.push(file)
  const progress: CopyProgress = { total: files.length, copied: 0, skipped: 0 }
  for (const file of files) {
    const existing = there.get(file.key)
    if (existing?.bytes === file.bytes && (await md5Of(to, existing)) === (await md5Of(from, file))) {
      progress.skipped += 1
    } else {
      const data = await from.get(file.key)
      // Gone since the listing (the server removed it): nothing to copy.
      if (!data) continue
      await to.put(file.key, data)
      const copy = await to.stat(file.key)
      if (copy?.bytes !== data.length || (await md5Of(to, copy)) !== md5(data))
        throw new Error(`the copy of ${file.key} in ${to.name} differs from the original`)
      progress.copied += 1
    }
    onProgress({ ...progress })
  }
  return progress
}
