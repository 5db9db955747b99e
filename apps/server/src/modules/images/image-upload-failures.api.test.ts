/** An upload whose storage or row fails leaves nothing behind, or only what the clean-up of abandoned uploads finds. */
import { readdir } from 'node:fs/promises'
import { pino } from 'pino'
import { describe, expect } from 'vitest'
import { test } from '../../test/fixtures.ts'
import { solidJpeg } from '../../test/images.ts'
import { createLocalImageStorage, type ImageStorage } from '../../storage/image-storage.ts'
import { createImagesRepository, type ImagesRepository } from './images.repository.ts'
import { createImagesService } from './images.service.ts'

const silent = pino({ level: 'silent' })

/** Real files in `dir`, except that the `failing`-th write (from 1) fails like a full disk. */
function storageFailingAt(dir: string, failing: number) {
  const real = createLocalImageStorage(dir)
  const written: string[] = []
  const storage: ImageStorage = {
    ...real,
    async put(key, data) {
      written.push(key)
      if (written.length === failing) throw new Error('ENOSPC: no space left on device')
      await real.put(key, data)
    },
  }
  return { storage, written, idOfFirstWrite: () => written[0]?.split('/')[0] ?? '' }
}

const filesIn = async (dir: string) => (await readdir(dir, { recursive: true })).sort()

describe('an upload that fails halfway', () => {
  test('a failed second write removes the first file and the row', async ({
    database,
    imageDir,
    user,
    clock,
  }) => {
    const before = await filesIn(imageDir)
    const { storage, written, idOfFirstWrite } = storageFailingAt(imageDir, 2)
    const repository = createImagesRepository(database.db)
    const images = createImagesService({ images: repository, storage, logger: silent, now: clock.now })
    await expect(images.upload(user.id, await solidJpeg())).rejects.toThrow(/no space left/)
    expect(written).toHaveLength(2)
    expect(await filesIn(imageDir)).toEqual(before)
    expect(await repository.ownedIds(user.id, [idOfFirstWrite()])).toEqual([])
  })

  test('a failed row insert writes no file at all', async ({ database, imageDir, user, clock }) => {
    const before = await filesIn(imageDir)
    const { storage, written } = storageFailingAt(imageDir, 0)
    const repository: ImagesRepository = {
      ...createImagesRepository(database.db),
      insert: () => Promise.reject(new Error('the database went away')),
    }
    const images = createImagesService({ images: repository, storage, logger: silent, now: clock.now })
    await expect(images.upload(user.id, await solidJpeg())).rejects.toThrow(/went away/)
    expect(written).toEqual([])
    expect(await filesIn(imageDir)).toEqual(before)
  })

  test('what cannot be undone at once (the row outlives a failed write) is removed as abandoned', async ({
    database,
    imageDir,
    user,
    clock,
  }) => {
    const { storage, idOfFirstWrite } = storageFailingAt(imageDir, 2)
    const repository = createImagesRepository(database.db)
    const stuck: ImagesRepository = { ...repository, remove: () => Promise.reject(new Error('locked')) }
    const images = createImagesService({ images: stuck, storage, logger: silent, now: clock.now })
    await expect(images.upload(user.id, await solidJpeg())).rejects.toThrow(/no space left/)
    const id = idOfFirstWrite()
    expect(await repository.ownedIds(user.id, [id])).toEqual([id])
    clock.advance(25 * 60 * 60 * 1000)
    expect(await images.removeAbandoned()).toBeGreaterThanOrEqual(1)
    expect(await repository.ownedIds(user.id, [id])).toEqual([])
    expect((await filesIn(imageDir)).some((file) => file.startsWith(id))).toBe(false)
  })
})
