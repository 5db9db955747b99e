/**
 * Sends the queue of item changes to the server: oldest first, one at a time, across all lists. A change
 * leaves the queue only once the server has answered it: applied (its answer goes into the list's stored
 * copy at once, so the page does not flicker back), or refused (a 4xx: dropped, the reason kept for a
 * notice). No answer stops the run; it starts again after a growing pause (1 s, 2 s … 30 s), or at once
 * when the network or the server is back. What the server could not apply (`notApplied`) is kept as a
 * notice naming the items, to be shown once.
 */
import type { TShoppingItem } from '@rosemary/shared/contract'
import { checkDelay } from '../../api/connection.ts'
import { getToken } from '../../auth/session.ts'
import { createEmitter } from '../../lib/events.ts'
import { forgetList, idsOfChange } from './change-queue.ts'
import type { NoticeReason, QueuedChange, ShoppingStore, StoredNotice } from './offline-store.ts'
import { type SendOutcome, sendChange } from './send-change.ts'
import { clearQueuedMark } from './queued-mark.ts'

export interface SenderOptions {
  send?: (queued: QueuedChange) => Promise<SendOutcome>
  /** The pause before the next try after `attempt` tries without an answer. */
  retryDelay?: (attempt: number) => number
}

function withAnswer(items: TShoppingItem[], answered: TShoppingItem[], removed: ReadonlySet<string>) {
  const byId = new Map(answered.map((item) => [item.id, item]))
  const kept = items.filter((item) => !removed.has(item.id)).map((item) => byId.get(item.id) ?? item)
  const known = new Set(kept.map((item) => item.id))
  return [...kept, ...answered.filter((item) => !known.has(item.id) && !removed.has(item.id))]
}

export class QueueSender {
  /** A list whose changes have all been answered: time to read it again from the server. */
  readonly settled = createEmitter<string>()
  private readonly store: ShoppingStore
  private readonly send: (queued: QueuedChange) => Promise<SendOutcome>
  private readonly retryDelay: (attempt: number) => number
  private running: Promise<void> | null = null
  private again = false
  private attempt = 0
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private stopped = false

  constructor(store: ShoppingStore, options: SenderOptions = {}) {
    this.store = store
    this.send = options.send ?? sendChange
    this.retryDelay = options.retryDelay ?? checkDelay
  }

  /** Sends what is queued; resolves when the queue is empty or the server could not be reached. */
  flush(): Promise<void> {
    clearTimeout(this.retryTimer)
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = (async () => {
      try {
        let reached = true
        do {
          this.again = false
          reached = await this.drain()
        } while (reached && this.wantsAgain())
      } catch {
        // IndexedDB failed under us (closed, out of space): the queue is still there for the next try.
        this.scheduleRetry()
      } finally {
        this.running = null
      }
    })()
    return this.running
  }

  /** Whether a flush was asked for while this run went on (it may have missed the newest change). */
  private wantsAgain(): boolean {
    return this.again
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.retryTimer)
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer)
    if (!this.stopped) this.retryTimer = setTimeout(() => void this.flush(), this.retryDelay(this.attempt++))
  }

  /** Sends until the queue is empty (true) or a change got no answer (false). */
  private async drain(): Promise<boolean> {
    for (;;) {
      if (!getToken()) return true
      const next = await this.store.queue.orderBy('seq').first()
      if (!next) {
        clearQueuedMark()
        return true
      }
      const outcome = await this.send(next)
      if (outcome.kind === 'retry') {
        this.scheduleRetry()
        return false
      }
      this.attempt = 0
      await this.settle(next, outcome)
      const left = await this.store.queue.where('listId').equals(next.listId).count()
      if (left === 0) this.settled.emit(next.listId)
    }
  }

  private async settle(queued: QueuedChange, outcome: Exclude<SendOutcome, { kind: 'retry' }>) {
    const { store } = this
    const title = (id: string) => queued.titles[id] ?? id
    const entries = (reason: NoticeReason, ids: string[], message?: string) =>
      ids.map((id) => ({ title: title(id), reason, ...(message !== undefined && { message }) }))
    if (outcome.kind === 'gone') {
      await loseList(store, queued.listId)
      return
    }
    await store.transaction('rw', store.queue, store.lists, store.notices, async () => {
      await store.queue.delete(queued.seq)
      if (outcome.kind === 'refused') {
        await this.addNotice({
          listId: queued.listId,
          entries: entries('refused', idsOfChange(queued.change), outcome.message),
        })
        return
      }
      const deleted = outcome.notApplied.filter((entry) => entry.reason === 'deleted').map((entry) => entry.id)
      const removed = new Set([...outcome.deletedIds, ...deleted])
      const stored = await store.lists.get(queued.listId)
      if (stored) {
        const items = withAnswer(stored.list.items, outcome.items, removed)
        await store.lists.put({ id: stored.id, list: { ...stored.list, items } })
      }
      for (const reason of ['deleted', 'not_found'] as const) {
        const ids = outcome.notApplied.filter((entry) => entry.reason === reason).map((entry) => entry.id)
        if (ids.length > 0) await this.addNotice({ listId: queued.listId, entries: entries(reason, ids) })
      }
    })
  }

  private async addNotice(notice: StoredNotice): Promise<void> {
    await addNotice(this.store, notice)
  }
}

async function addNotice(store: ShoppingStore, notice: StoredNotice): Promise<void> {
  if (notice.entries.length > 0) await store.notices.add(notice)
}

/**
 * A list that is gone for me (deleted, left, no longer shared): its copy and queued changes go, and the
 * changes are named in a notice, since they will never reach anyone.
 */
export async function loseList(store: ShoppingStore, listId: string): Promise<void> {
  const lost = await store.queue.where('listId').equals(listId).sortBy('seq')
  const entries = lost.flatMap((queued) =>
    idsOfChange(queued.change).map((id) => ({ title: queued.titles[id] ?? id, reason: 'list_gone' as const })),
  )
  await forgetList(store, listId)
  await addNotice(store, { listId, entries })
}
