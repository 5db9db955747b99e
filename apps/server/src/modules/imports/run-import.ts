/**
 * Runs an opened import file into a person's recipe book: each entry stored whole or not at all, each
 * failure recorded with the recipe's title and the reason, progress reported as it goes, the open apps told
 * every few seconds that recipes arrived (not once per recipe). A picture never stops a recipe: one that
 * cannot be stored is left out, and the summary says which and why.
 */
import type { JobFailure, JobSkippedPicture } from '../../db/schema/index.ts'
import type {
  ImportedImage,
  ImportedRecipe,
  ImportItem,
  OpenedImport,
} from '../../formats/imported-recipe.ts'
import type { JobProgress } from '../jobs/job-progress.ts'
import type { DuplicateCheck } from './book-duplicates.ts'
import { toRecipeInput } from './recipe-input.ts'

const ANNOUNCE_EVERY_MS = 2_000

/** A picture stored (its id), or left out and why. */
export type StoredPicture = { id: string } | { skipped: string }

export interface ImportTarget {
  /** A label put on every recipe of the import. */
  label: string | undefined
  /** Stores a picture, or says why it was left out. */
  storeImage: (image: ImportedImage) => Promise<StoredPicture>
  /** Stores a recipe whole or not at all; its id. */
  saveRecipe: (input: ReturnType<typeof toRecipeInput>, createdAt: Date | undefined) => Promise<string>
  /** Stores a batch of recipes whole or not at all (one transaction); their ids. */
  saveRecipes: (
    items: { input: ReturnType<typeof toRecipeInput>; createdAt: Date | undefined }[],
  ) => Promise<string[]>
  /** Tells the person's open apps that recipes arrived. */
  announce: () => void
  /** When the import skips recipes already in the book: which those are. */
  duplicates?: DuplicateCheck | undefined
}

/** Whether the book already holds the recipe; one it does not is remembered as this import's. */
function isDuplicate(recipe: ImportedRecipe, duplicates: DuplicateCheck | undefined): boolean {
  if (!duplicates) return false
  // Compared as the book would store it, so a file's spacing or over-long text tells nothing apart.
  const stored = toRecipeInput(recipe, { imageIds: [] })
  if (duplicates.has(stored)) return true
  duplicates.add(stored)
  return false
}

/** Why a recipe could not be stored, in words for the summary. */
function reasonOf(error: unknown): string {
  // A failed query's message holds its SQL and every value it was given: not words for the summary.
  const isQuery = error instanceof Error && 'query' in error
  if (error instanceof Error && error.message && !isQuery) return `It could not be saved: ${error.message}`
  return 'It could not be saved.'
}

/**
 * How many recipes ahead pictures are re-encoded while earlier recipes are saved. Pictures are most of an
 * import's time and sharp works on libuv's thread pool, so a few at once use every core; the recipes are
 * still saved one by one, in the file's order.
 */
const PICTURES_AHEAD = 4

type RecipePictures = { imageIds: string[]; skipped: Omit<JobSkippedPicture, 'title'>[] }

/**
 * Stores a recipe's pictures (at most ten); the ones that cannot be stored are left out with the reason.
 * Never rejects: even a target that throws only loses the picture.
 */
async function storePictures(recipe: ImportedRecipe, target: ImportTarget): Promise<RecipePictures> {
  const pictures: RecipePictures = { imageIds: [], skipped: [] }
  for (const [index, image] of recipe.images.entries()) {
    if (pictures.imageIds.length >= 10) break
    const stored = await target.storeImage(image).catch((error: unknown): StoredPicture => ({
      skipped: `It could not be stored${error instanceof Error && error.message ? `: ${error.message}` : '.'}`,
    }))
    if ('id' in stored) pictures.imageIds.push(stored.id)
    else {
      const url = image.kind === 'url' ? image.url : null
      pictures.skipped.push({ position: index + 1, url, reason: stored.skipped })
    }
  }
  return pictures
}

/** A recipe ready to store: its input for the recipe book, and the pictures left out of it. */
interface Ready {
  title: string
  file: string | undefined
  input: ReturnType<typeof toRecipeInput>
  createdAt: Date | undefined
  skipped: JobSkippedPicture[]
}

/**
 * Recipes stored together, in one transaction of a few statements: per recipe, a transaction of its own
 * costs most of an import of recipes without pictures (10,000 MealMaster recipes took minutes). Batches
 * start at one recipe and double up to this, and wait at most a moment, so the progress moves from the
 * first recipe on.
 */
const BATCH_RECIPES = 50
const BATCH_WAIT_MS = 500

function readyToStore(
  recipe: ImportedRecipe,
  title: string,
  file: string | undefined,
  pictures: RecipePictures,
  target: ImportTarget,
): Ready {
  const createdAt =
    recipe.createdAt && !Number.isNaN(recipe.createdAt.getTime()) ? recipe.createdAt : undefined
  return {
    title,
    file,
    input: toRecipeInput(recipe, { label: target.label, imageIds: pictures.imageIds }),
    createdAt,
    skipped: pictures.skipped.map((picture) => ({ title, ...picture })),
  }
}

/** An entry of the file on its way: a failure to record, or a recipe whose pictures are being stored. */
type Pending =
  | { failure: JobFailure }
  | { title: string; file: string | undefined; recipe: ImportedRecipe; pictures: Promise<RecipePictures> }

/** A failure naming the file it came from, when there is one. */
const failureIn = (file: string | undefined, failure: JobFailure): JobFailure =>
  file === undefined ? failure : { ...failure, file }

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

  // Failures wait in the batch too, so the summary lists everything in the file's order.
  const batch: (Ready | { failure: JobFailure })[] = []
  let batchStarted = performance.now()
  // The first recipes are stored at once, so the progress moves from the start; batches then double.
  let batchLimit = 1

  const imported = async (ready: Ready) => {
    unannounced++
    await progress.imported()
    for (const picture of ready.skipped) await progress.skippedPicture(picture)
  }

  /** Stores the batch; a batch refused is stored one recipe at a time, so only the one at fault fails. */
  const store = async () => {
    const entries = batch.splice(0)
    const recipes = entries.filter((entry): entry is Ready => 'input' in entry)
    let together = recipes.length > 0
    try {
      if (together) await target.saveRecipes(recipes.map(({ input, createdAt }) => ({ input, createdAt })))
    } catch {
      together = false
    }
    for (const entry of entries) {
      if ('failure' in entry) await progress.failed(entry.failure)
      else if (together) await imported(entry)
      else {
        try {
          await target.saveRecipe(entry.input, entry.createdAt)
          await imported(entry)
        } catch (error) {
          await progress.failed(failureIn(entry.file, { title: entry.title, reason: reasonOf(error) }))
        }
      }
    }
    if (unannounced > 0 && performance.now() - lastAnnounced > ANNOUNCE_EVERY_MS) {
      target.announce()
      lastAnnounced = performance.now()
      unannounced = 0
    }
  }

  const finish = async (entry: Pending) => {
    if (batch.length === 0) batchStarted = performance.now()
    if ('failure' in entry) batch.push(entry)
    else {
      try {
        batch.push(readyToStore(entry.recipe, entry.title, entry.file, await entry.pictures, target))
      } catch (error) {
        batch.push({ failure: failureIn(entry.file, { title: entry.title, reason: reasonOf(error) }) })
      }
    }
    if (batch.length >= batchLimit || performance.now() - batchStarted > BATCH_WAIT_MS) {
      await store()
      batchLimit = Math.min(BATCH_RECIPES, batchLimit * 2)
    }
  }

  try {
    for await (const item of untilUnreadable(opened.items(), unreadable)) {
      if (signal.aborted) break
      if ('failure' in item) pending.push({ failure: item.failure })
      else {
        const title = item.recipe.title.trim()
        if (!title)
          pending.push({
            failure: failureIn(item.file, { title: '(untitled)', reason: 'The recipe has no title.' }),
          })
        else if (isDuplicate(item.recipe, target.duplicates)) await progress.skippedDuplicate()
        else
          pending.push({
            title,
            file: item.file,
            recipe: item.recipe,
            pictures: storePictures(item.recipe, target),
          })
      }
      const next = pending.length > PICTURES_AHEAD ? pending.shift() : undefined
      if (next) await finish(next)
    }
    while (pending.length > 0 && !signal.aborted) {
      const next = pending.shift()
      if (next) await finish(next)
    }
    // What was read before a stop is stored whole: no recipe is half-saved, none read is lost.
    await store()
  } finally {
    // Stopped early: the pictures already on their way finish before the job ends (nothing refers to
    // them, so the image clean-up removes them later), and no recipe is half-saved.
    await Promise.all(pending.flatMap((entry) => ('pictures' in entry ? [entry.pictures] : [])))
  }
  if (unannounced > 0) target.announce()
  if ('error' in unreadable) throw unreadable.error
}
