/**
 * One queued change sent to the server, and what its answer means for the queue. Every request here may
 * be sent again safely: additions carry their own ids, PUT sets values, deleting what is gone is ignored.
 */
import type { TNotApplied, TShoppingItem } from '@rosemary/shared/contract'
import { type ApiResult, IGNORE_FAILURES, request } from '../../api/client.ts'
import type { QueuedChange } from './offline-store.ts'

export type SendOutcome =
  /** Done: the items as they are now, those deleted, and those the change could not reach. */
  | { kind: 'applied'; items: TShoppingItem[]; deletedIds: string[]; notApplied: TNotApplied }
  /** The server turned this change down (a 4xx): it is dropped, and the reason kept for a notice. */
  | { kind: 'refused'; message: string }
  /** The list is gone for me (404): deleted, left, or no longer shared. */
  | { kind: 'gone' }
  /** No answer, the server in trouble, or no session: the change stays first in line, for later. */
  | { kind: 'retry' }

/** Answers that say "later", not "no": nothing was decided about the change itself. */
function isTemporary(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500
}

function outcomeOf<T>(result: ApiResult<T>, applied: (data: T) => SendOutcome): SendOutcome {
  if (result.success) return applied(result.data)
  if (isTemporary(result.status)) return { kind: 'retry' }
  if (result.status === 404) return { kind: 'gone' }
  return { kind: 'refused', message: result.data?.error.message ?? `HTTP ${result.status}` }
}

export async function sendChange({ listId, change }: QueuedChange): Promise<SendOutcome> {
  const params = { id: listId }
  // The queue itself shows what became of a change; no toast for any failure.
  const quiet = IGNORE_FAILURES
  if (change.kind === 'add') {
    const body = change.items.map((item) => ({ id: item.id, title: item.title }))
    const result = await request('POST /shopping-lists/:id/items', { params, body }, quiet)
    return outcomeOf(result, (data) => ({ kind: 'applied', ...data, deletedIds: [] }))
  }
  if (change.kind === 'update') {
    const { kind: _, ...body } = change
    const result = await request('PUT /shopping-lists/:id/items', { params, body }, quiet)
    return outcomeOf(result, (data) => ({ kind: 'applied', ...data, deletedIds: [] }))
  }
  const body = { itemIds: change.itemIds }
  const result = await request('POST /shopping-lists/:id/items/delete', { params, body }, quiet)
  // Ids that were already gone are ignored by the server: gone either way.
  return outcomeOf(result, () => ({ kind: 'applied', items: [], deletedIds: change.itemIds, notApplied: [] }))
}
