/**
 * Delivers live frames to a user's open sockets. The in-process bus serves one server process; a
 * Redis-backed bus can implement the same interface when several processes share the work.
 */
export interface SocketFrame {
  type: string
  data: unknown
}

export type FrameListener = (frame: SocketFrame) => void
export type AnyFrameListener = (userId: string, frame: SocketFrame) => void

export interface EventBus {
  /** Sends the frame to every socket the user has open, in any process. */
  publish(userId: string, frame: SocketFrame): Promise<void>
  /** Returns the function that stops the listener. */
  subscribe(userId: string, listener: FrameListener): () => void
  /** Hears every frame for every user (caches learn of changes this way); returns the stop function. */
  subscribeAll(listener: AnyFrameListener): () => void
  close(): Promise<void>
}

export interface InProcessBus extends EventBus {
  /** How many sockets of this process listen for the user. */
  subscriberCount(userId: string): number
}

export function createInProcessBus(): InProcessBus {
  const listeners = new Map<string, Set<FrameListener>>()
  const everything = new Set<AnyFrameListener>()
  return {
    subscriberCount: (userId) => listeners.get(userId)?.size ?? 0,
    async publish(userId, frame) {
      for (const listener of everything) listener(userId, frame)
      for (const listener of listeners.get(userId) ?? []) listener(frame)
    },
    subscribeAll(listener) {
      everything.add(listener)
      return () => everything.delete(listener)
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId)
      if (!set) listeners.set(userId, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(userId)
      }
    },
    async close() {
      listeners.clear()
      everything.clear()
    },
  }
}
