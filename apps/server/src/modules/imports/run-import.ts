/**
 * Runs an opened import file into a person's recipe book: each entry stored whole or not at all, each
 * failure recorded with the recipe's title and the reason, progress reported as it goes, the open apps told
 * every few seconds that recipes arrived (not once per recipe).
 */
import type { ImportedImage, ImportedRecipe, OpenedImport } from '../../formats/imported-recipe.ts'
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

async function storeRecipe(recipe: ImportedRecipe, target: ImportTarget): Promise<void> {
  const imageIds: string[] = []
  for (const image of recipe.images) {
    if (imageIds.length >= 10) break
    const id = await target.storeImage(image)
    if (id) imageIds.push(id)
  }
  const createdAt =
    recipe.createdAt && !Number.isNaN(recipe.createdAt.getTime()) ? recipe.createdAt : undefined
  await target.saveRecipe(toRecipeInput(recipe, { label: target.label, imageIds }), createdAt)
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
  for await (const item of opened.items()) {
    if (signal.aborted) break
    if ('failure' in item) {
      await progress.failed(item.failure)
      continue
    }
    const title = item.recipe.title.trim()
    if (!title) {
      await progress.failed({ title: '(untitled)', reason: 'The recipe has no title.' })
      continue
    }
    try {
      await storeRecipe(item.recipe, target)
      unannounced++
      await progress.imported()
    } catch (error) {
      await progress.failed({ title, reason: reasonOf(error) })
    }
    if (unannounced > 0 && performance.now() - lastAnnounced > ANNOUNCE_EVERY_MS) {
      target.announce()
      lastAnnounced = performance.now()
      unannounced = 0
    }
  }
  if (unannounced > 0) target.announce()
}
