/**
 * Fills the offline recipe book and keeps it current: every recipe changed since the copy's cursor, a page
 * at a time (each page says how many recipes there are, for the progress), then, only when the copy holds
 * more than that, the ids of all of them so the deleted ones leave, then the labels' titles, then the
 * thumbnails of every picture. Later syncs move only what changed. One sync runs at a time; asked again
 * meanwhile, it runs once more when it ends.
 */
import type { TRecipe } from '@rosemary/shared/contract'
import { IGNORE_FAILURES, request, unwrap } from '../api/client.ts'
import { type BookMeta, bookDb, readBookMeta } from './book-store.ts'
import { PICTURE_CACHE } from './picture-cache.ts'
import { bookAvailableStore, noteBookChanged } from './state.ts'
import { updateProgress } from './progress.ts'

export const SYNC_PAGE_SIZE = 250
/** As many as a browser opens to one server over HTTP/1.1: each thumbnail costs a round trip. */
const PICTURE_FETCHES_AT_ONCE = 6
/** Longest a thumbnail may take, body included: one that never comes must not hold the book for ever. */
export const PICTURE_TIMEOUT_MS = 20_000

let running: Promise<void> | null = null
let again = false
/** Set when the book is turned off: a running sync stops at its next step. */
let stopped = false

class SyncStopped extends Error {}

/** Read through a call: the flags change while a sync awaits. */
const shouldRunAgain = () => again && !stopped

function checkStopped(): void {
  if (stopped) throw new SyncStopped()
}

export function stopSync(): Promise<void> {
  stopped = true
  return running ?? Promise.resolve()
}

/** Syncs now, or once more after the sync that is running. Never rejects: a failure shows as the phase. */
export function syncOfflineBook(): Promise<void> {
  stopped = false
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      await syncOnce().catch((error: unknown) => {
        if (!(error instanceof SyncStopped)) updateProgress({ phase: 'failed' })
      })
    } while (shouldRunAgain())
    running = null
  })()
  return running
}

async function startingMeta(): Promise<BookMeta> {
  const me = unwrap(await request('GET /users/', undefined, IGNORE_FAILURES))
  const meta = await readBookMeta()
  if (meta?.userId === me.id) return meta
  // Someone else's copy (a logout that could not delete it): start afresh.
  const db = bookDb()
  await db.recipes.clear()
  if ('caches' in globalThis) await caches.delete(PICTURE_CACHE)
  return { key: 'book', userId: me.id, cursor: null, labels: [], syncedAt: null, recipesAt: null }
}

async function syncOnce(): Promise<void> {
  const db = bookDb()
  let meta = await startingMeta()
  checkStopped()
  updateProgress({ phase: 'recipes', recipes: await db.recipes.count() })

  let total: number
  for (;;) {
    const page = unwrap(
      await request(
        'GET /recipes/sync',
        { query: { count: SYNC_PAGE_SIZE, ...(meta.cursor ? { cursor: meta.cursor } : {}) } },
        IGNORE_FAILURES,
      ),
    )
    checkStopped()
    meta = { ...meta, cursor: page.cursor }
    total = page.total
    await db.transaction('rw', db.recipes, db.meta, async () => {
      await db.recipes.bulkPut(page.recipes)
      await db.meta.put(meta)
    })
    updateProgress({ recipes: await db.recipes.count(), totalRecipes: total })
    if (!page.more) break
  }
  // The copy has every recipe the server has; holding more, it keeps some deleted since. Only then are all
  // the ids asked for (some 190 kB for 5,000 recipes), so a later sync moves only what changed.
  if ((await db.recipes.count()) !== total) {
    await dropDeleted()
    checkStopped()
    updateProgress({ recipes: await db.recipes.count() })
  }

  const labels = unwrap(await request('GET /labels', undefined, IGNORE_FAILURES))
  checkStopped()
  // Every recipe and label is in: pages may read the copy now, while the thumbnails come (a missing one shows
  // as a recipe without a picture does).
  meta = { ...meta, labels, recipesAt: new Date().toISOString() }
  await db.meta.put(meta)
  bookAvailableStore.set(true)
  noteBookChanged()
  await keepPictures(await db.recipes.toArray())
  meta = { ...meta, syncedAt: new Date().toISOString() }
  await db.meta.put(meta)
  bookAvailableStore.set(true)
  noteBookChanged()
  updateProgress({ phase: 'ready', syncedAt: meta.syncedAt })
}

async function dropDeleted(): Promise<void> {
  const { ids } = unwrap(await request('GET /recipes/sync/ids', undefined, IGNORE_FAILURES))
  const wanted = new Set(ids)
  const db = bookDb()
  const held = await db.recipes.toCollection().primaryKeys()
  await db.recipes.bulkDelete(held.filter((id) => !wanted.has(id)))
}

/** Every picture's thumbnail, kept in Cache Storage; thumbnails of pictures no recipe shows go. */
async function keepPictures(recipes: TRecipe[]): Promise<void> {
  if (!('caches' in globalThis)) return
  const cache = await caches.open(PICTURE_CACHE)
  const wanted = new Set(
    recipes.flatMap((recipe) =>
      recipe.images.map((image) => new URL(image.thumbnailUrl, location.href).href),
    ),
  )
  const held = new Set((await cache.keys()).map((key) => key.url))
  await Promise.all([...held].filter((url) => !wanted.has(url)).map((url) => cache.delete(url)))
  const missing = [...wanted].filter((url) => !held.has(url))
  let saved = wanted.size - missing.length
  updateProgress({ phase: 'pictures', pictures: saved, totalPictures: wanted.size })
  const next = () => missing.pop()
  const worker = async () => {
    for (let url = next(); url !== undefined; url = next()) {
      checkStopped()
      await keepPicture(cache, url)
      saved += 1
      updateProgress({ pictures: saved })
    }
  }
  await Promise.all(Array.from({ length: PICTURE_FETCHES_AT_ONCE }, worker))
}

/**
 * A thumbnail that fails, is gone, or does not come in time is skipped: it is not kept, so the next sync
 * asks for it again, and the other pictures and the copy's recipes go on meanwhile.
 */
async function keepPicture(cache: Cache, url: string): Promise<void> {
  try {
    // The signal ends the body's reading too, which cache.put does.
    const response = await fetch(url, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) })
    if (response.ok) await cache.put(url, response)
  } catch {
    // Skipped until the next sync.
  }
}
