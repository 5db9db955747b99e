/**
 * Pages of a device's copy of my recipes (the offline recipe book). The cursor names the last recipe the
 * copy holds, by change time (milliseconds, as every change is stamped) and id, so recipes changed at the
 * same moment are neither skipped nor sent twice.
 */
import type { RecipeSyncQuery, TRecipeSyncPage } from '@rosemary/shared/contract'
import { presentRecipe } from './recipes.presenter.ts'
import type { RecipesSyncRepository, SyncedRecipeRow, SyncPosition } from './recipes-sync.repository.ts'

const SEPARATOR = '~'

export function formatSyncCursor(position: SyncPosition): string {
  return `${position.updatedAt.toISOString()}${SEPARATOR}${position.id}`
}

/** The contract has checked its shape. */
export function parseSyncCursor(cursor: string): SyncPosition {
  const [updatedAt = '', id = ''] = cursor.split(SEPARATOR)
  return { updatedAt: new Date(updatedAt), id }
}

function presentSynced(row: SyncedRecipeRow) {
  const fromUser = row.fromUserId
    ? { id: row.fromUserId, name: row.fromUserName ?? '', handle: row.fromUserHandle }
    : null
  return presentRecipe({ row, labels: row.labels, images: row.images, fromUser, isOwner: true })
}

export async function syncPage(
  repository: RecipesSyncRepository,
  userId: string,
  query: RecipeSyncQuery,
): Promise<TRecipeSyncPage> {
  const after = query.cursor === undefined ? undefined : parseSyncCursor(query.cursor)
  // One more than asked says whether more follow.
  const rows = await repository.changedAfter(userId, after, query.count + 1)
  const page = rows.slice(0, query.count)
  const last = page.at(-1)
  return {
    recipes: page.map(presentSynced),
    cursor: last ? formatSyncCursor(last) : (query.cursor ?? null),
    more: rows.length > query.count,
  }
}
