/** Starting imports: an opened file (or account) becomes a job that stores its recipes in the recipe book. */
import type { CreateRecipeInput } from '@rosemary/shared/contract'
import type { ImportedImage, OpenedImport } from '../../formats/imported-recipe.ts'
import type { EventBus } from '../../realtime/event-bus.ts'
import { INTERRUPTED_REASON, type JobsService } from '../jobs/jobs.service.ts'
import { publishRecipeUpdates } from '../recipes/recipe-events.ts'
import type { RecipesService } from '../recipes/recipes.service.ts'
import type { AuthSession } from '../sessions/sessions.service.ts'
import { type ImportTarget, runImport, type StoredPicture } from './run-import.ts'

export function createImportsService(deps: {
  jobs: JobsService
  recipes: RecipesService
  storeImage: (userId: string, image: ImportedImage) => Promise<StoredPicture>
  bus: EventBus
}) {
  function targetFor(userId: string, label: string | undefined, jobId: string): ImportTarget {
    return {
      label,
      storeImage: (image: ImportedImage) => deps.storeImage(userId, image),
      saveRecipe: (input: CreateRecipeInput, createdAt: Date | undefined) =>
        deps.recipes.importRecipe(userId, input, createdAt, jobId),
      announce: () => publishRecipeUpdates(deps.bus, userId, 'several'),
    }
  }

  return {
    start(session: AuthSession, type: string, opened: OpenedImport, label: string | undefined) {
      return deps.jobs.start(
        session,
        type,
        (progress, signal) =>
          runImport(opened, targetFor(session.userId, label, progress.job.id), progress, signal),
        opened.total,
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
