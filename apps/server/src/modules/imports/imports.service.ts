/**
 * Starting imports: a checked file (or files, or account, or list of web addresses) becomes a job queued
 * with its input, and whichever process claims the job (modules/jobs/job-worker.ts) opens that input again
 * and stores its recipes in the recipe book, clipping the pages of any addresses it holds on the way
 * (clip-addresses.ts).
 *
 * A job runs again from its input when its attempt did not finish (its process died, or stopped and
 * handed it back). It then first removes every recipe the earlier attempt stored (they carry the job's
 * id), and starts over: the duplicate skip alone would not do, since an import that keeps duplicates
 * would double them, one that skips them would count what the earlier attempt stored as skipped instead
 * of imported, and two recipes of one file with the same title and source (both kept on a first run)
 * would lose the second to the first's copy in the book.
 */
import type { CreateRecipeInput } from '@rosemary/shared/contract'
import type { ImportDuplicates } from '@rosemary/shared/contract'
import type { JobFile, JobRow } from '../../db/schema/index.ts'
import type { ImportedImage, OpenedImport, ReadItem } from '../../formats/imported-recipe.ts'
import type { EventBus } from '../../realtime/event-bus.ts'
import type { Parsing } from '../../workers/parsing.ts'
import type { JobProgress } from '../jobs/job-progress.ts'
import type { JobInput } from '../jobs/jobs.repository.ts'
import type { JobsService } from '../jobs/jobs.service.ts'
import { publishRecipeUpdates } from '../recipes/recipe-events.ts'
import type { RecipesService } from '../recipes/recipes.service.ts'
import type { AuthSession } from '../../http/auth-session.ts'
import { readBook } from './book-duplicates.ts'
import { clipAddresses, type ClipRecipe, importOfAddresses } from './clip-addresses.ts'
import { importOfFiles } from './import-files.ts'
import { type ImportFileParams, type ImportParams, readImportParams } from './import-job-input.ts'
import type { BookCursor, ImportsRepository } from './imports.repository.ts'
import { openPepperplate, type PepperplateService } from './pepperplate/pepperplate-client.ts'
import { type ImportTarget, runImport, type StoredPicture } from './run-import.ts'

/** What the person asked of an import: a label for every recipe, and what to do with duplicates. */
export interface ImportOptions {
  label?: string | undefined
  duplicates: ImportDuplicates
}

/** A file checked whole before its job is queued: its bytes, format and entry count. */
export interface CheckedFile extends ImportFileParams {
  data: Uint8Array
}

export function createImportsService(deps: {
  jobs: JobsService
  recipes: RecipesService
  storeImage: (userId: string, image: ImportedImage) => Promise<StoredPicture>
  bus: EventBus
  /** The clipper, for entries that are web addresses. */
  clip: ClipRecipe
  book: ImportsRepository
  /** Reads the kept files again, in a worker. */
  parsing: Parsing
  /** The Pepperplate sync service, for the account's recipes. */
  pepperplate: PepperplateService
}) {
  /** What the job stores into; the book is read here, in the job, when duplicates are skipped. */
  async function targetFor(job: JobRow, { label, duplicates }: ImportOptions): Promise<ImportTarget> {
    const { userId } = job
    const importing = { id: job.id, claimant: job.claimedBy }
    return {
      label,
      duplicates:
        duplicates === 'skip'
          ? await readBook((after: BookCursor | null, limit) => deps.book.bookBatch(userId, after, limit))
          : undefined,
      storeImage: (image: ImportedImage) => deps.storeImage(userId, image),
      saveRecipe: (input: CreateRecipeInput, createdAt: Date | undefined) =>
        deps.recipes.importRecipe(userId, input, createdAt, importing),
      saveRecipes: (items) => deps.recipes.importRecipes(userId, items, importing),
      announce: () => publishRecipeUpdates(deps.bus, userId, 'several'),
    }
  }

  /** The kept input opened again: read as it was checked, with nothing counted twice. */
  async function openInput(params: ImportParams, files: Uint8Array[]): Promise<OpenedImport<ReadItem>> {
    switch (params.kind) {
      case 'files': {
        const opened = params.files.map((file, index) => ({
          name: file.name ?? '',
          format: file.format,
          opened: deps.parsing.readImport(
            file.format,
            files[index] ?? new Uint8Array(),
            file.total,
            file.columns,
          ),
        }))
        const only = opened[0]
        // One file of its format's own endpoint: its entries name no file.
        return params.files.length === 1 && params.files[0]?.name === undefined && only
          ? only.opened
          : importOfFiles(opened).opened
      }
      case 'urls':
        return importOfAddresses(params.addresses)
      case 'pepperplate':
        return openPepperplate(
          { ...deps.pepperplate, read: (text) => deps.parsing.readXml(text) },
          params.token,
        )
    }
  }

  const tellPepperplate = (userId: string, outcome: 'working' | 'complete' | 'failed', reason?: string) =>
    void deps.bus.publish(userId, {
      type: `import:pepperplate:${outcome}`,
      data: reason === undefined ? {} : { reason },
    })

  async function run(job: JobRow, input: JobInput, progress: JobProgress, signal: AbortSignal) {
    const params = readImportParams(input.params, input.files.length)
    // What an attempt that did not finish stored goes first (see the header).
    await deps.recipes.removeImported(job.userId, job.id)
    const opened = await openInput(params, input.files)
    await runImport(clipAddresses(opened, deps.clip), await targetFor(job, params.options), progress, signal)
  }

  deps.jobs.handle('import:', run)
  // Pepperplate also tells the apps how it goes, with import:pepperplate:working|complete|failed frames.
  deps.jobs.handle('import:pepperplate', async (job, input, progress, signal) => {
    tellPepperplate(job.userId, 'working')
    try {
      await run(job, input, progress, signal)
    } catch (error) {
      tellPepperplate(job.userId, 'failed', error instanceof Error ? error.message : String(error))
      throw error
    }
    // Stopped: the job is handed back (or was taken over) and runs again; its end is told then.
    if (!signal.aborted) tellPepperplate(job.userId, 'complete')
  })

  const queue = (
    session: AuthSession,
    type: string,
    params: ImportParams,
    files: Uint8Array[],
    total: number,
    summary?: JobFile[],
  ) => deps.jobs.start(session, type, { params, files }, total, summary)

  return {
    /**
     * Imports checked files: one through its format's endpoint (`type` names the format; the file's
     * name left out), or several (import files, `summary` saying what each holds).
     */
    startFiles(
      session: AuthSession,
      type: string,
      files: CheckedFile[],
      options: ImportOptions,
      summary?: JobFile[],
    ) {
      const total = files.reduce((sum, file) => sum + file.total, 0)
      const params: ImportParams = {
        kind: 'files',
        options,
        files: files.map(({ data: _data, ...file }) => file),
      }
      return queue(
        session,
        type,
        params,
        files.map((file) => file.data),
        total,
        summary,
      )
    },

    /** Clips each address of the list into a recipe. */
    startAddresses(session: AuthSession, addresses: readonly string[], options: ImportOptions) {
      const params: ImportParams = { kind: 'urls', options, addresses: [...addresses] }
      return queue(session, 'import:urls', params, [], addresses.length)
    },

    /** The recipes of a Pepperplate account signed in to (its token), `total` of them as counted. */
    startPepperplate(session: AuthSession, token: string, total: number, options: ImportOptions) {
      const params: ImportParams = { kind: 'pepperplate', options, token }
      return queue(session, 'import:pepperplate', params, [], total)
    },
  }
}

export type ImportsService = ReturnType<typeof createImportsService>
