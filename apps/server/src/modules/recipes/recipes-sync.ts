/**
 * Pages of a device's copy of my recipes (the offline recipe book), in change-stamp order (changed_at, then
 * id, so recipes stamped in the same millisecond are neither skipped nor sent twice).
 *
 * A stamp is written when a save runs but seen only when it commits: a sync reading in between would move
 * its cursor past a save it never saw. So the cursor a sync ends with is never later than its first page's
 * read minus SYNC_OVERLAP_MS, and each sync sends again what changed in the minutes before it began (the copy
 * puts recipes by id, so twice is harmless). Any save committing within that time of its stamp is sent.
 * Exact alternatives were weighed: holding the cursor below PostgreSQL's oldest running transaction id
 * (pg_snapshot_xmin) is held back by a long transaction in any database of the cluster, and transaction ids
 * start again when a database is dumped and restored (moving off PGlite), which would hide rows for good.
 *
 * The cursor is opaque to clients. While paging it carries that first read's time; the one a sync ends with
 * carries only the position. One this server cannot read (an older server's, stamped with updated_at, which
 * label changes never moved) starts again from the beginning.
 */
import { isWithinYears, type RecipeSyncQuery, type TRecipeSyncPage } from '@rosemary/shared/contract'
import { presentRecipe } from './recipes.presenter.ts'
import type { RecipesSyncRepository, SyncedRecipeRow, SyncPosition } from './recipes-sync.repository.ts'

/** Far longer than a save takes from its stamp to its commit. */
const SYNC_OVERLAP_MS = 2 * 60 * 1000

const VERSION = '2'
const SEPARATOR = '~'
const NO_ID = '00000000-0000-0000-0000-000000000000'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export interface SyncCursor {
  /** The last change the copy holds. */
  position: SyncPosition
  /** While paging: where the sync must end at the latest, its first read less the overlap. */
  settled?: Date
}

export function formatSyncCursor({ position, settled }: SyncCursor): string {
  const parts = [VERSION, position.changedAt.toISOString(), position.id]
  if (settled) parts.push(settled.toISOString())
  return parts.join(SEPARATOR)
}

/** A time this server could have written: one outside the years requests may name is not ours (year 0000 failed the query). */
const readDate = (text: string | undefined) => {
  const date = new Date(text ?? '')
  return isWithinYears(date) ? date : undefined
}

/** Undefined for a cursor this server did not give: the sync starts from the beginning. */
export function parseSyncCursor(cursor: string): SyncCursor | undefined {
  const [version, changedAtText, id = '', settledText, ...rest] = cursor.split(SEPARATOR)
  const changedAt = readDate(changedAtText)
  const settled = settledText === undefined ? undefined : readDate(settledText)
  if (version !== VERSION || !changedAt || !UUID.test(id) || rest.length > 0) return undefined
  if (settledText !== undefined && !settled) return undefined
  return { position: { changedAt, id }, ...(settled && { settled }) }
}

const earlier = (a: SyncPosition, b: SyncPosition) =>
  a.changedAt < b.changedAt || (a.changedAt.getTime() === b.changedAt.getTime() && a.id < b.id) ? a : b

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
  const from = query.cursor === undefined ? undefined : parseSyncCursor(query.cursor)
  // Read before the rows: whatever the rows miss commits after it.
  const settled = from?.settled ?? new Date((await repository.now()).getTime() - SYNC_OVERLAP_MS)
  // One more than asked says whether more follow.
  const rows = await repository.changedAfter(userId, from?.position, query.count + 1)
  const page = rows.slice(0, query.count)
  const more = rows.length > query.count
  const last = page.at(-1) ?? from?.position
  let cursor: SyncCursor | null = null
  if (last && more) cursor = { position: last, settled }
  else if (last) cursor = { position: earlier(last, { changedAt: settled, id: NO_ID }) }
  return {
    recipes: page.map(presentSynced),
    cursor: cursor && formatSyncCursor(cursor),
    more,
    // Counted after the rows: a recipe deleted meanwhile still leaves the copy holding more, so it asks.
    total: await repository.count(userId),
  }
}
