/**
 * The recipe book: creating, reading, changing, deleting, listing and searching recipes. Labels and
 * images are kept tidy here: a label without recipes and an image no recipe shows are deleted.
 */
import { randomUUID } from 'node:crypto'
import type {
  CreateRecipeInput,
  Folder,
  RecipePageQuery,
  RecipeSearchQuery,
  RecipeSyncQuery,
  UpdateRecipeInput,
} from '@rosemary/shared/contract'
import { AppError, notFound } from '../../errors.ts'
import type { EventBus } from '../../realtime/event-bus.ts'
import type { ImagesService } from '../images/images.service.ts'
import { profileAccess } from '../profiles/profiles.access.ts'
import type { AuthSession } from '../../http/auth-session.ts'
import { canEditRecipe, canSeeRecipeLabels } from './recipes.access.ts'
import type { RecipeDetails } from './recipes.presenter.ts'
import type { RecipeChanges } from './recipes.repository.ts'
import type { RecipeRepos, RecipeStore } from './recipe-store.ts'
import { publishRecipeUpdates } from './recipe-events.ts'
import { searchQueries, searchWords } from './recipe-search-query.ts'
import { syncPage } from './recipes-sync.ts'

export interface RecipesDeps {
  store: RecipeStore
  images: ImagesService
  bus: EventBus
  now: () => Date
}

const recipeNotFound = () => notFound('Recipe')

async function attachableImages(repos: RecipeRepos, userId: string, requested: string[]): Promise<string[]> {
  const wanted = [...new Set(requested)]
  const owned = new Set(await repos.images.ownedIds(userId, wanted))
  if (owned.size !== wanted.length) {
    throw new AppError('invalid_input', 'Some images were not found', { imageIds: 'Upload the images first' })
  }
  return wanted
}

async function setLabels(
  repos: RecipeRepos,
  userId: string,
  recipeId: string,
  titles: string[],
  now: Date,
  fresh = false,
) {
  const labelRows = await repos.labels.ensure(userId, [...new Set(titles)], now)
  await repos.labels.setForRecipe(
    recipeId,
    labelRows.map((label) => label.id),
    fresh,
  )
}

/**
 * The import job a recipe is stored for, and the attempt running it (null: not claimed, tests): a recipe
 * is stored only while that attempt still holds the job.
 */
export interface ImportingJob {
  id: string
  claimant: string | null
}

export function createRecipesService(deps: RecipesDeps) {
  const { store, now } = deps

  /**
   * Which of the owner's profile items the viewer sees; 404 (the same for an unknown person) when their
   * profile is hidden from the viewer, as GET /users/profile/:id answers.
   */
  async function sharedVisibilities(viewerId: string, ownerId: string) {
    const owner = await store.repos.users.findById(ownerId)
    const friendship = await store.repos.friends.state(viewerId, ownerId)
    const access = owner && profileAccess(viewerId, owner, friendship, 'id')
    if (!access?.found) throw notFound('Library')
    return access.visibilities
  }

  async function details(session: AuthSession | null, id: string): Promise<RecipeDetails> {
    const { repos } = store
    const row = await repos.recipes.findById(id)
    if (!row) throw recipeNotFound()
    const showLabels = canSeeRecipeLabels(session, row)
    const [labels, images, sender] = await Promise.all([
      showLabels ? repos.labels.forRecipe(id) : [],
      repos.images.forRecipe(id),
      row.fromUserId ? repos.users.findById(row.fromUserId) : null,
    ])
    const fromUser = sender ? { id: sender.id, name: sender.name, handle: sender.handle } : null
    return { row, labels, images, fromUser, isOwner: canEditRecipe(session, row) }
  }

  /**
   * Deletes the user's recipes among `ids` (or, given a function, those it finds in the transaction), then
   * the labels and images left without a recipe.
   */
  async function deleteRecipes(
    userId: string,
    ids: string[] | ((repos: RecipeRepos) => Promise<string[]>),
  ): Promise<number> {
    const { deleted, orphanImages } = await store.transaction(async (repos) => {
      const chosen = typeof ids === 'function' ? await ids(repos) : ids
      const imageIds = await repos.images.idsOfRecipes(chosen)
      const deletedIds = await repos.recipes.deleteOwned(userId, chosen)
      await repos.labels.deleteUnused(userId)
      return { deleted: deletedIds, orphanImages: await repos.images.deleteUnreferenced(imageIds) }
    })
    await deps.images.removeFiles(orphanImages)
    // An import's removal that found nothing (its first attempt) tells no one.
    if (deleted.length > 0 || typeof ids !== 'function') publishRecipeUpdates(deps.bus, userId, deleted)
    return deleted.length
  }

  /** An import job's attempt still holds its job (see holdImportJob); throws when it was taken over. */
  async function holdJob(repos: RecipeRepos, job: ImportingJob) {
    if (job.claimant !== null && !(await repos.recipes.holdImportJob(job.id, job.claimant)))
      throw new Error('The import was taken over by another process.')
  }

  /**
   * A new recipe in the user's main folder with its labels and pictures, in one transaction; its id. An
   * imported one carries its job's id.
   */
  async function insertRecipe(
    userId: string,
    input: CreateRecipeInput,
    imported?: { createdAt: Date | undefined; job: ImportingJob },
  ): Promise<string> {
    const at = now()
    const { labels, imageIds, ...fields } = input
    return store.transaction(async (repos) => {
      if (imported) await holdJob(repos, imported.job)
      const images = await attachableImages(repos, userId, imageIds)
      const id = await repos.recipes.insert({
        ...fields,
        userId,
        createdAt: imported?.createdAt ?? at,
        updatedAt: at,
        importJobId: imported?.job.id,
      })
      await setLabels(repos, userId, id, labels, at, true)
      await repos.images.setForRecipe(id, images, true)
      return id
    })
  }

  return {
    get: details,

    /** My recipes changed after a device's cursor, for its own copy (the offline recipe book). */
    sync: (session: AuthSession, query: RecipeSyncQuery) => syncPage(store.repos.sync, session.userId, query),

    syncIds: (session: AuthSession) => store.repos.recipes.allIds(session.userId),

    async create(session: AuthSession, input: CreateRecipeInput): Promise<RecipeDetails> {
      const id = await insertRecipe(session.userId, input)
      publishRecipeUpdates(deps.bus, session.userId, [id])
      return details(session, id)
    },

    /**
     * Stores a recipe read from an import, whole or not at all, dated as the source dates it and marked
     * with its job (so the job's count can be taken from what was committed); tells no one (an import
     * announces its recipes once a batch, not one frame each).
     */
    importRecipe: (
      userId: string,
      input: CreateRecipeInput,
      createdAt: Date | undefined,
      job: ImportingJob,
    ) => insertRecipe(userId, input, { createdAt, job }),

    /**
     * An import's batch in one transaction of a few statements: the recipes, their labels and pictures
     * each inserted together, so the search triggers (statement-level) run once for the batch, and each
     * recipe's label text is written with it rather than rewritten by the label trigger. All or none: the
     * caller stores a refused batch one recipe at a time to find the one at fault. Their ids, in order.
     */
    async importRecipes(
      userId: string,
      items: { input: CreateRecipeInput; createdAt: Date | undefined }[],
      job: ImportingJob,
    ): Promise<string[]> {
      const at = now()
      return store.transaction(async (repos) => {
        await holdJob(repos, job)
        const titles = [...new Set(items.flatMap(({ input }) => input.labels))]
        const images = await attachableImages(
          repos,
          userId,
          items.flatMap(({ input }) => input.imageIds),
        )
        const owned = new Set(images)
        const labelIds = new Map(
          (await repos.labels.ensure(userId, titles, at)).map((label) => [label.title, label.id]),
        )
        const rows = items.map(({ input, createdAt }) => {
          const { labels, imageIds, ...fields } = input
          const ownTitles = [...new Set(labels)].sort()
          return {
            row: {
              ...fields,
              id: randomUUID(),
              userId,
              createdAt: createdAt ?? at,
              updatedAt: at,
              importJobId: job.id,
              // As the label trigger writes it (titles in order, space-separated), so it has nothing to rewrite.
              labelText: ownTitles.join(' '),
            },
            labelIds: ownTitles.flatMap((title) => labelIds.get(title) ?? []),
            imageIds: [...new Set(imageIds)].filter((id) => owned.has(id)),
          }
        })
        await repos.recipes.insertMany(rows.map(({ row }) => row))
        await repos.labels.link(
          rows.flatMap(({ row, labelIds: ids }) => ids.map((labelId) => ({ recipeId: row.id, labelId }))),
        )
        await repos.images.link(
          rows.flatMap(({ row, imageIds }) =>
            imageIds.map((imageId, position) => ({ recipeId: row.id, imageId, position })),
          ),
        )
        return rows.map(({ row }) => row.id)
      })
    },

    async update(session: AuthSession, id: string, input: UpdateRecipeInput): Promise<RecipeDetails> {
      const existing = await store.repos.recipes.findById(id)
      if (!existing || !canEditRecipe(session, existing)) throw recipeNotFound()
      const at = now()
      const { labels, imageIds, ...fields } = input
      const orphanImages = await store.transaction(async (repos) => {
        const changes: RecipeChanges = { ...fields, updatedAt: at }
        if (!(await repos.recipes.update(id, session.userId, changes))) throw recipeNotFound()
        if (labels) {
          await setLabels(repos, session.userId, id, labels, at)
          await repos.labels.deleteUnused(session.userId)
        }
        if (!imageIds) return []
        const previous = (await repos.images.forRecipe(id)).map((image) => image.id)
        await repos.images.setForRecipe(id, await attachableImages(repos, session.userId, imageIds))
        return repos.images.deleteUnreferenced(previous)
      })
      await deps.images.removeFiles(orphanImages)
      publishRecipeUpdates(deps.bus, session.userId, [id])
      return details(session, id)
    },

    async delete(session: AuthSession, id: string): Promise<void> {
      if ((await deleteRecipes(session.userId, [id])) === 0) throw recipeNotFound()
    },

    /**
     * Removes what an import job stored (an attempt that did not finish, before the job runs again), and
     * the labels and pictures left without a recipe; how many recipes went.
     */
    removeImported: (userId: string, jobId: string) =>
      deleteRecipes(userId, (repos) => repos.recipes.idsOfImport(userId, jobId)),

    deleteMany: (session: AuthSession, ids: string[]) => deleteRecipes(session.userId, ids),

    async deleteByLabels(session: AuthSession, labelIds: string[]): Promise<number> {
      return deleteRecipes(session.userId, await store.repos.recipes.idsWithLabels(session.userId, labelIds))
    },

    async deleteAll(session: AuthSession): Promise<number> {
      return deleteRecipes(session.userId, await store.repos.recipes.allIds(session.userId))
    },

    async page(session: AuthSession, query: RecipePageQuery) {
      if (query.userId && query.userId !== session.userId) {
        const visibilities = await sharedVisibilities(session.userId, query.userId)
        return store.repos.recipes.page(
          { sharedBy: query.userId, visibilities, labelItems: query.labels },
          query.sort,
          query.offset,
          query.count,
        )
      }
      const filter = {
        userId: session.userId,
        folder: query.folder,
        labels: query.labels,
        labelIntersection: query.labelIntersection,
        // Friends' recipes carry none of my labels: a label filter shows mine alone.
        withFriends: query.includeFriends && query.folder === 'main' && (query.labels ?? []).length === 0,
      }
      return store.repos.recipes.page(filter, query.sort, query.offset, query.count)
    },

    async search(session: AuthSession, query: RecipeSearchQuery) {
      const filter = {
        userId: session.userId,
        folder: query.folder,
        labels: query.labels,
        labelIntersection: query.labelIntersection,
      }
      const folded = await store.repos.search.foldWords(session.userId, searchWords(query.query))
      // Folding can turn one character into several ("æ" → "ae", "½" → " 1/2"): sanitise once more.
      const words = searchWords(folded.map(({ word }) => word).join(' '))
      if (words.length === 0) return []
      const alternatives = new Map(folded.map(({ word, alternatives }) => [word, alternatives]))
      const ids = await store.repos.search.rankedIds(filter, searchQueries(words, alternatives), query.count)
      return store.repos.recipes.summaries(ids)
    },

    count: (session: AuthSession, folder: Folder) =>
      store.repos.recipes.countInFolder(session.userId, folder),
  }
}

export type RecipesService = ReturnType<typeof createRecipesService>
