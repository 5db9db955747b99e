/**
 * Starting imports: an opened file (or account, or list of web addresses) becomes a job that stores its
 * recipes in the recipe book, clipping the pages of any addresses it holds on the way (clip-addresses.ts).
 */
import type { CreateRecipeInput, ImportDuplicates } from '@rosemary/shared/contract'
import type { JobFile } from '../../db/schema/index.ts'
import type { ImportedImage, OpenedImport, ReadItem } from '../../formats/imported-recipe.ts'
import type { EventBus } from '../../realtime/event-bus.ts'
import { INTERRUPTED_REASON, type JobsService } from '../jobs/jobs.service.ts'
import { publishRecipeUpdates } from '../recipes/recipe-events.ts'
import type { RecipesService } from '../recipes/recipes.service.ts'
import type { AuthSession } from '../../http/auth-session.ts'
import { readBook } from './book-duplicates.ts'
import { clipAddresses, type ClipRecipe } from './clip-addresses.ts'
import type { BookCursor, ImportsRepository } from './imports.repository.ts'
import { type ImportTarget, runImport, type StoredPicture } from './run-import.ts'

/** What the person asked of an import: a label for every recipe, and what to do with duplicates. */
export interface ImportOptions {
  label?: string | undefined
  duplicates: ImportDuplicates
}

export function createImportsService(deps: {
  jobs: JobsService
  recipes: RecipesService
  storeImage: (userId: string, image: ImportedImage) => Promise<StoredPicture>
  bus: EventBus
  /** The clipper, for entries that are web addresses. */
  clip: ClipRecipe
  book: ImportsRepository
}) {
  /** What the job stores into; the book is read here, in the job, when duplicates are skipped. */
  async function targetFor(
    userId: string,
    { label, duplicates }: ImportOptions,
    jobId: string,
  ): Promise<ImportTarget> {
    return {
      label,
      duplicates:
        duplicates === 'skip'
          ? await readBook((after: BookCursor | null, limit) => deps.book.bookBatch(userId, after, limit))
          : undefined,
      storeImage: (image: ImportedImage) => deps.storeImage(userId, image),
      saveRecipe: (input: CreateRecipeInput, createdAt: Date | undefined) =>
        deps.recipes.importRecipe(userId, input, createdAt, jobId),
      saveRecipes: (items) => deps.recipes.importRecipes(userId, items, jobId),
      announce: () => publishRecipeUpdates(deps.bus, userId, 'several'),
    }
  }

  return {
    /** `files`: what each file of an import of several holds, for the job's summary. */
    start(
      session: AuthSession,
      type: string,
      opened: OpenedImport<ReadItem>,
      options: ImportOptions,
      files?: JobFile[],
    ) {
      return deps.jobs.start(
        session,
        type,
        async (progress, signal) =>
          runImport(
            clipAddresses(opened, deps.clip),
            await targetFor(session.userId, options, progress.job.id),
            progress,
            signal,
          ),
        opened.total,
        files,
      )
    },

    /** As `start`, also telling the apps how it goes with import:pepperplate:working|complete|failed frames. */
    startPepperplate(session: AuthSession, opened: OpenedImport, options: ImportOptions) {
      const tell = (outcome: 'working' | 'complete' | 'failed', reason?: string) =>
        void deps.bus.publish(session.userId, {
          type: `import:pepperplate:${outcome}`,
          data: reason === undefined ? {} : { reason },
        })
      return deps.jobs.start(
        session,
        'import:pepperplate',
        async (progress, signal) => {
          tell('working')
          try {
            const target = await targetFor(session.userId, options, progress.job.id)
            await runImport(opened, target, progress, signal)
          } catch (error) {
            tell('failed', error instanceof Error ? error.message : String(error))
            throw error
          }
          if (signal.aborted) tell('failed', INTERRUPTED_REASON)
          else tell('complete')
        },
        opened.total,
      )
    },
  }
}

export type ImportsService = ReturnType<typeof createImportsService>
