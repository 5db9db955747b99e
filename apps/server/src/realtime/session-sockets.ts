/**
 * The open sockets of this process by session, at most `cap` each: one session opening more (a tab each in
 * one browser, or a client opening sockets in a loop) pushes out its oldest, so the newest, most likely the
 * tab looked at, stays live. Counted per process, which is exact today: a socket lives in the one process
 * that accepted it, and so does closing it. With several processes, a session could hold `cap` in each,
 * still bounded, with no shared count to keep or to go stale when a process dies.
 */
export interface SessionSockets<T> {
  /** Counts the socket in; returns those of its session now past the cap, oldest first, to close. */
  add(sessionId: string, socket: T): T[]
  /** Counts it out; nothing happens for one not counted (already pushed out). */
  remove(sessionId: string, socket: T): void
  /** Every socket counted, as they are now (closing them counts them out). */
  all(): T[]
}

export function createSessionSockets<T>(cap: number): SessionSockets<T> {
  const bySession = new Map<string, T[]>()
  return {
    add(sessionId, socket) {
      const sockets = [...(bySession.get(sessionId) ?? []), socket]
      const over = sockets.length > cap ? sockets.splice(0, sockets.length - cap) : []
      bySession.set(sessionId, sockets)
      return over
    },
    remove(sessionId, socket) {
      const sockets = bySession.get(sessionId)?.filter((other) => other !== socket) ?? []
      if (sockets.length > 0) bySession.set(sessionId, sockets)
      else bySession.delete(sessionId)
    },
    all: () => [...bySession.values()].flat(),
  }
}
