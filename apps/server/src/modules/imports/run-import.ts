/**
 * Runs an opened import file into a person's recipe book: each entry stored whole or not at all, each
 * failure recorded with the recipe's title and the reason, progress reported as it goes, the open apps told
 * every few seconds that recipes arrived (not once per recipe).
 */
import type {
  ImportedImage,
  ImportedRecipe,
  ImportItem,
  OpenedImport,
} from '../../formats/imported-recipe.ts'
import type { JobProgress } from '../jobs/job-progress.ts'
import { toRecipeInput } from './recipe-input.ts'

const ANNOUNCE_EVERY_MS = 2_000

export interface ImportTarget {
  /** A label put on every recipe of the import. */
  label: string | undefined
  /** Stores a picture; its id, or null when it is not a usable picture (the recipe goes on without it). */
  storeImage: (image: ImportedImage) => Promise<string | null>
  /** Stores a recipe whole or not at all; its id. */
  saveRecipe: (input: ReturnType<typeof toRecipeInput>, createdAt: Date | undefined) => Promise<string>
  /** Tells the person's open apps that recipes arrived. */
  announce: () => void
}

/** Why a recipe could not be stored, in words for the summary. */
function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return `It could not be saved: ${error.message}`
  return 'It could not be saved.'
}

/**
 * How many recipes ahead pictures are re-encoded while earlier recipes are saved. Pictures are most of an
 * import's time and sharp works on libuv's thread pool, so a few at once use every core; the recipes are
 * still saved one by one, in the file's order.
 */
const PICTURES_AHEAD = 4

/** Stores a recipe's pictures (at most ten; unusable ones left out) and gives their ids. */
async function storePictures(recipe: ImportedRecipe, target: ImportTarget): Promise<string[]> {
  const imageIds: string[] = []
  for (const image of recipe.images) {
    if (imageIds.length >= 10) break
    const id = await target.storeImage(image)
    if (id) imageIds.push(id)
  }
  return imageIds
}

async function saveRecipe(recipe: ImportedRecipe, imageIds: string[], target: ImportTarget): Promise<void> {
  const createdAt =
    recipe.createdAt && !Number.isNaN(recipe.createdAt.getTime()) ? recipe.createdAt : undefined
  await target.saveRecipe(toRecipeInput(recipe, { label: target.label, imageIds }), createdAt)
}

/** Pictures stored, or why not: settled at once, so a failure waiting its turn is never an unhandled one. */
type Pictures = Promise<{ imageIds: string[] } | { error: unknown }>

/** An entry of the file on its way: a failure to record, or a recipe whose pictures are being stored. */
type Pending =
  | { failure: { title: string; reason: string } }
  | { title: string; recipe: ImportedRecipe; pictures: Pictures }

function startPictures(recipe: ImportedRecipe, target: ImportTarget): Pictures {
  return storePictures(recipe, target).then(
    (imageIds) => ({ imageIds }),
    (error: unknown) => ({ error }),
  )
}

/**
 * The entries until one cannot be read (the file's reader ran out of time on it, see workers/parsing.ts):
 * the error is kept for the end, so the entries read before it, whose pictures are on their way, are
 * still stored.
 */
async function* untilUnreadable(items: AsyncIterable<ImportItem>, unreadable: { error?: unknown }) {
  try {
    yield* items
  } catch (error) {
    unreadable.error = error
  }
}

export async function runImport(
  opened: OpenedImport,
  target: ImportTarget,
  progress: JobProgress,
  signal: AbortSignal,
): Promise<void> {
  await progress.setTotal(opened.total)
  let lastAnnounced = performance.now()
  let unannounced = 0
  const pending: Pending[] = []
  const unreadable: { error?: unknown } = {}

  const finish = async (entry: Pending) => {
    if ('failure' in entry) {
      await progress.failed(entry.failure)
      return
    }
    try {
      const pictures = await entry.pictures
      if ('error' in pictures) throw pictures.error
      await saveRecipe(entry.recipe, pictures.imageIds, target)
      unannounced++
      await progress.imported()
    } catch (error) {
      await progress.failed({ title: entry.title, reason: reasonOf(error) })
    }
    if (unannounced > 0 && performance.now() - lastAnnounced > ANNOUNCE_EVERY_MS) {
      target.announce()
      lastAnnounced = performance.now()
      unannounced = 0
    }
  }

  try {
    for await (const item of untilUnreadable(opened.items(), unreadable)) {
      if (signal.aborted) break
      if ('failure' in item) pending.push({ failure: item.failure })
      else {
        const title = item.recipe.title.trim()
        if (!title) pending.push({ failure: { title: '(untitled)', reason: 'The recipe has no title.' } })
        else pending.push({ title, recipe: item.recipe, pictures: startPictures(item.recipe, target) })
      }
      const next = pending.length > PICTURES_AHEAD ? pending.shift() : undefined
      if (next) await finish(next)
    }
    while (pending.length > 0 && !signal.aborted) {
      const next = pending.shift()
      if (next) await finish(next)
    }
  } finally {
    // Stopped early: the pictures already on their way finish before the job ends (nothing refers to
    // them, so the image clean-up removes them later), and no recipe is half-saved.
    await Promise.all(pending.flatMap((entry) => ('pictures' in entry ? [entry.pictures] : [])))
  }
  if (unannounced > 0) target.announce()
  if ('error' in unreadable) throw unreadable.error
}
