/**
 * Delivers live frames to a user's open sockets, and tells every process when sessions end (their sockets
 * close, their remembered copies are forgotten). The in-process bus serves one server process; a
 * Redis-backed bus can implement the same interface when several processes share the work.
 */
import { createInProcessPresence, type Presence } from './presence.ts'

export interface SocketFrame {
  type: string
  data: unknown
}

/**
 * Sessions that end, all of one user: these (a sign-out), or all of theirs but one (a password change,
 * which keeps the device it was made on), or all (a reset, a deleted account).
 */
export type EndedSessions =
  { userId: string; sessionIds: readonly string[] } | { userId: string; allExcept: string | null }

export function endsSession(ended: EndedSessions, userId: string, sessionId: string): boolean {
  if (ended.userId !== userId) return false
  return 'sessionIds' in ended ? ended.sessionIds.includes(sessionId) : ended.allExcept !== sessionId
}

export type FrameListener = (frame: SocketFrame) => void
export type AnyFrameListener = (userId: string, frame: SocketFrame) => void
export type EndedSessionsListener = (ended: EndedSessions) => void

export interface EventBus {
  /** Sends the frame to every socket the user has open, in any process. */
  publish(userId: string, frame: SocketFrame): Promise<void>
  /** Returns the function that stops the listener. */
  subscribe(userId: string, listener: FrameListener): () => void
  /** Hears every frame for every user (caches learn of changes this way); returns the stop function. */
  subscribeAll(listener: AnyFrameListener): () => void
  /** Tells every process, this one included, that these sessions ended. */
  endSessions(ended: EndedSessions): Promise<void>
  /** Hears every session end, from any process; returns the stop function. */
  onSessionsEnded(listener: EndedSessionsListener): () => void
  /** Which sessions have a socket open, in any process (a Redis bus answers for all of them). */
  readonly presence: Presence
  close(): Promise<void>
}

export interface InProcessBus extends EventBus {
  /** How many sockets of this process listen for the user. */
  subscriberCount(userId: string): number
}

/**
 * The listeners of one process: its sockets by user, the caches that hear every frame, and who hears
 * session ends. Both buses deliver through it; they differ in how frames reach the other processes.
 */
export function createLocalListeners() {
  const listeners = new Map<string, Set<FrameListener>>()
  const everything = new Set<AnyFrameListener>()
  const endings = new Set<EndedSessionsListener>()
  return {
    /** Hands a frame to every listener of this process that should hear it. */
    deliver: (userId: string, frame: SocketFrame) => {
      for (const listener of everything) listener(userId, frame)
      for (const listener of listeners.get(userId) ?? []) listener(frame)
    },
    announceEnd: (ended: EndedSessions) => {
      for (const listener of endings) listener(ended)
    },
    subscriberCount: (userId: string) => listeners.get(userId)?.size ?? 0,
    subscribeAll: (listener: AnyFrameListener) => {
      everything.add(listener)
      return () => void everything.delete(listener)
    },
    subscribe: (userId: string, listener: FrameListener) => {
      let set = listeners.get(userId)
      if (!set) listeners.set(userId, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(userId)
      }
    },
    onSessionsEnded: (listener: EndedSessionsListener) => {
      endings.add(listener)
      return () => void endings.delete(listener)
    },
    clear: () => {
      listeners.clear()
      everything.clear()
      endings.clear()
    },
  }
}

export function createInProcessBus(): InProcessBus {
  const local = createLocalListeners()
  return {
    presence: createInProcessPresence(),
    subscriberCount: local.subscriberCount,
    async publish(userId, frame) {
      local.deliver(userId, frame)
    },
    subscribeAll: local.subscribeAll,
    subscribe: local.subscribe,
    async endSessions(ended) {
      local.announceEnd(ended)
    },
    onSessionsEnded: local.onSessionsEnded,
    async close() {
      local.clear()
    },
  }
}
