/**
 * The tab's one sender of queued shopping-list changes, and what wakes it: the browser back online, the
 * server answering again (any request, or the health checks of api/connection.ts), the live socket
 * reconnecting, a login. The queue survives reloads in IndexedDB, so it is sent from whichever page starts first.
 */
import { serverBack } from '../../api/connection.ts'
import { tokenStore } from '../../auth/session.ts'
import { socketConnected } from '../../realtime/socket.ts'
import Dexie from 'dexie'
import { closeShoppingStore, shoppingStore, STORE_NAME } from './offline-store.ts'
import { QueueSender } from './sync.ts'

let sender: QueueSender | null = null
let stopWaking: (() => void) | null = null

export function queueSender(): QueueSender {
  return (sender ??= new QueueSender(shoppingStore()))
}

/** Starts sending (once per tab) and sends what is queued now. */
export function startShoppingSync(): void {
  const current = queueSender()
  const flush = () => void current.flush()
  if (!stopWaking) {
    window.addEventListener('online', flush)
    const offs = [serverBack.on(flush), socketConnected.on(flush), tokenStore.subscribe(flush)]
    stopWaking = () => {
      window.removeEventListener('online', flush)
      for (const off of offs) off()
    }
  }
  flush()
}

/** Tests: stop, and forget the sender and the open database, as a reload does. */
export function reloadShoppingSync(): void {
  stopWaking?.()
  stopWaking = null
  sender?.stop()
  sender = null
  closeShoppingStore()
}

/** Tests: as a reload, and the database deleted too. */
export async function resetShoppingSync(): Promise<void> {
  reloadShoppingSync()
  await Dexie.delete(STORE_NAME)
}
