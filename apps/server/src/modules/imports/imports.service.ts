/**
 * Starting imports: an opened file (or account, or list of web addresses) becomes a job that stores its
 * recipes in the recipe book, clipping the pages of any addresses it holds on the way (clip-addresses.ts).
 */
import type { CreateRecipeInput } from '@rosemary/shared/contract'
import type { JobFile } from '../../db/schema/index.ts'
import type { ImportedImage, OpenedImport, ReadItem } from '../../formats/imported-recipe.ts'
import type { EventBus } from '../../realtime/event-bus.ts'
import { INTERRUPTED_REASON, type JobsService } from '../jobs/jobs.service.ts'
import { publishRecipeUpdates } from '../recipes/recipe-events.ts'
import type { RecipesService } from '../recipes/recipes.service.ts'
import type { AuthSession } from '../../http/auth-session.ts'
import { clipAddresses, type ClipRecipe } from './clip-addresses.ts'
import { type ImportTarget, runImport, type StoredPicture } from './run-import.ts'

export function createImportsService(deps: {
  jobs: JobsService
  recipes: RecipesService
  storeImage: (userId: string, image: ImportedImage) => Promise<StoredPicture>
  bus: EventBus
  /** The clipper, for entries that are web addresses. */
  clip: ClipRecipe
}) {
  function targetFor(userId: string, label: string | undefined, jobId: string): ImportTarget {
    return {
      label,
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
      label: string | undefined,
      files?: JobFile[],
    ) {
      return deps.jobs.start(
        session,
        type,
        (progress, signal) =>
          runImport(
            clipAddresses(opened, deps.clip),
            targetFor(session.userId, label, progress.job.id),
            progress,
            signal,
          ),
        opened.total,
        files,
      )
    },

    /** As `start`, also telling the apps how it goes with import:pepperplate:working|complete|failed frames. */
    startPepperplate(session: AuthSession, opened: OpenedImport, label: string | undefined) {
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
            await runImport(opened, targetFor(session.userId, label, progress.job.id), progress, signal)
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
