/**
 * The live socket (spec §4): connected only while logged in, reconnecting 2 to 4 seconds after an error
 * or close, dispatching `{type, data}` frames to listeners by type. A close for the token's sake never
 * retries: 4401 (refused when opening) waits for the next login; 4410 (the session ended while open:
 * signed out elsewhere, password changed elsewhere, account deleted, expired) also signs out here. Nor
 * does 4429 (too many tabs of this session have one open, and this was the oldest): it waits until the tab
 * is looked at again, so the tabs in view keep theirs instead of pushing each other out in turn.
 *
 * It agrees with the request layer about the server (api/connection.ts): a close has the server checked
 * at once, an open counts as an answer, and while the server cannot be reached the socket waits for it to
 * answer again, then reconnects at once instead of trying every few seconds on its own.
 */
import { checkServer, noteAnswer, serverBack, serverReachableStore } from '../api/connection.ts'
import { SOCKET_CLOSE_CODES } from '@rosemary/shared/contract'
import { setToken, tokenStore } from '../auth/session.ts'
import { createEmitter } from '../lib/events.ts'

export const RECONNECT_MIN_MS = 2000
export const RECONNECT_MAX_MS = 4000

type Listener = (data: unknown) => void
const listeners = new Map<string, Set<Listener>>()
/**
 * The socket opened. `again`: it had been open before in this page's life, so frames sent in between were
 * lost and what they would have changed must be read again.
 */
export const socketConnected = createEmitter<{ again: boolean }>()
let openedBefore = false

let socket: WebSocket | null = null
let reconnectTimer: ReturnType<typeof setTimeout> | undefined
/** After a refused token (4401): only a new login connects again. */
let waitingForLogin = false
/** Replaced by a newer socket of the session (4429): the tab shown or focused again connects again. */
let waitingToBeSeen = false

export function reconnectDelay(random: () => number = Math.random): number {
  return RECONNECT_MIN_MS + random() * (RECONNECT_MAX_MS - RECONNECT_MIN_MS)
}

export function onSocketMessage(type: string, listener: Listener): () => void {
  let set = listeners.get(type)
  if (!set) listeners.set(type, (set = new Set()))
  set.add(listener)
  return () => set.delete(listener)
}

function dispatch(raw: unknown): void {
  if (typeof raw !== 'string') return
  try {
    const frame = JSON.parse(raw) as { type?: unknown; data?: unknown }
    if (typeof frame.type !== 'string') return
    for (const listener of listeners.get(frame.type) ?? []) listener(frame.data)
  } catch {
    // Not a frame of ours; nothing to do.
  }
}

function disconnect(): void {
  clearTimeout(reconnectTimer)
  const current = socket
  socket = null
  current?.close(1000)
}

function connect(token: string): void {
  disconnect()
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:'
  const opened = new WebSocket(
    `${protocol}//${window.location.host}/grip/ws?token=${encodeURIComponent(token)}`,
  )
  socket = opened
  opened.onopen = () => {
    noteAnswer()
    socketConnected.emit({ again: openedBefore })
    openedBefore = true
  }
  opened.onmessage = (event) => dispatch(event.data)
  opened.onclose = (event) => {
    if (socket !== opened) return
    socket = null
    if (event.code === SOCKET_CLOSE_CODES.sessionEnded) {
      setToken(null)
      return
    }
    if (event.code === SOCKET_CLOSE_CODES.unauthorized) {
      waitingForLogin = true
      return
    }
    if (event.code === SOCKET_CLOSE_CODES.replaced) {
      waitingToBeSeen = true
      return
    }
    void checkServer()
    reconnectTimer = setTimeout(reconnect, reconnectDelay())
  }
}

/** Connects again if logged in and not connected; while the server cannot be reached, `serverBack` calls it. */
function reconnect(): void {
  const token = tokenStore.get()
  if (!token || socket || waitingForLogin || waitingToBeSeen || !serverReachableStore.get()) return
  connect(token)
}

/** The tab is in view (or its window focused) again: a socket it gave up for a newer tab's comes back. */
function seenAgain(): void {
  if (!waitingToBeSeen || document.visibilityState !== 'visible') return
  waitingToBeSeen = false
  reconnect()
}

/** Follows the session: connects on login, disconnects on logout. */
export function startSocket(): () => void {
  const follow = () => {
    const token = tokenStore.get()
    waitingForLogin = false
    waitingToBeSeen = false
    if (token) connect(token)
    else disconnect()
  }
  follow()
  const unsubscribe = tokenStore.subscribe(follow)
  const offBack = serverBack.on(reconnect)
  document.addEventListener('visibilitychange', seenAgain)
  window.addEventListener('focus', seenAgain)
  return () => {
    unsubscribe()
    offBack()
    document.removeEventListener('visibilitychange', seenAgain)
    window.removeEventListener('focus', seenAgain)
    disconnect()
  }
}
