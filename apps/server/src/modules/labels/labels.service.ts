/** A person's labels: listing with counts, labelling recipes, renaming, merging, deleting, detaching. */
import type { TLabel } from '@rosemary/shared/contract'
import type { LabelRow } from '../../db/schema/index.ts'
import { AppError, isUniqueViolation, notFound } from '../../errors.ts'
import type { EventBus } from '../../realtime/event-bus.ts'
import { publishRecipeUpdates } from '../recipes/recipe-events.ts'
import type { RecipeStore } from '../recipes/recipe-store.ts'
import type { AuthSession } from '../../http/auth-session.ts'

const labelNotFound = () => notFound('Label')

export function presentLabel(label: LabelRow, recipeCount: number): TLabel {
  return { id: label.id, title: label.title, recipeCount, createdAt: label.createdAt.toISOString() }
}

export function createLabelsService(deps: { store: RecipeStore; bus: EventBus; now: () => Date }) {
  const { store, now } = deps
  const { labels } = store.repos

  async function owned(session: AuthSession, id: string): Promise<LabelRow> {
    const label = await labels.findOwned(session.userId, id)
    if (!label) throw labelNotFound()
    return label
  }

  const withCount = async (label: LabelRow) => presentLabel(label, await labels.countRecipes(label.id))

  return {
    async list(session: AuthSession): Promise<TLabel[]> {
      const rows = await labels.listWithCounts(session.userId)
      return rows.map((row) => presentLabel(row, row.recipeCount))
    },

    async attach(session: AuthSession, title: string, recipeIds: string[]): Promise<TLabel> {
      const wanted = [...new Set(recipeIds)]
      const label = await store.transaction(async (repos) => {
        const ownedIds = await repos.labels.ownedRecipeIds(session.userId, wanted)
        if (ownedIds.length !== wanted.length) throw notFound('Recipe')
        const [row] = await repos.labels.ensure(session.userId, [title], now())
        if (!row) throw new Error('label was not created')
        await repos.labels.attach(row.id, ownedIds)
        return row
      })
      publishRecipeUpdates(deps.bus, session.userId, wanted)
      return withCount(label)
    },

    async rename(session: AuthSession, id: string, title: string): Promise<TLabel> {
      const label = await owned(session, id)
      try {
        await labels.rename(label.id, title, now())
      } catch (error) {
        if (!isUniqueViolation(error, 'labels_user_title_key')) throw error
        throw new AppError('label_exists', 'Another label already has this name; merge the two instead', {
          title: 'taken',
        })
      }
      // Its recipes show the new title: lists, caches and devices' copies learn of it as of any change.
      publishRecipeUpdates(deps.bus, session.userId, 'several')
      return withCount({ ...label, title })
    },

    async merge(session: AuthSession, sourceId: string, targetId: string): Promise<TLabel> {
      if (sourceId === targetId) {
        throw new AppError('invalid_input', 'A label cannot be merged into itself', {
          targetLabelId: 'same as source',
        })
      }
      const [source, target] = await Promise.all([owned(session, sourceId), owned(session, targetId)])
      await store.transaction(async (repos) => {
        await repos.labels.moveRecipes(source.id, target.id)
        await repos.labels.delete(source.id)
      })
      publishRecipeUpdates(deps.bus, session.userId, 'several')
      return withCount(target)
    },

    async delete(session: AuthSession, id: string): Promise<void> {
      await labels.delete((await owned(session, id)).id)
      publishRecipeUpdates(deps.bus, session.userId, 'several')
    },

    async detach(session: AuthSession, recipeId: string, labelId: string): Promise<void> {
      await owned(session, labelId)
      const detached = await store.transaction(async (repos) => {
        if (!(await repos.labels.detach(recipeId, labelId))) return false
        await repos.labels.deleteUnused(session.userId)
        return true
      })
      if (!detached) throw notFound('Label on that recipe')
      publishRecipeUpdates(deps.bus, session.userId, [recipeId])
    },
  }
}

export type LabelsService = ReturnType<typeof createLabelsService>
