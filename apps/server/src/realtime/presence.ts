/**
 * Which sessions have a live socket open, in any process: a push goes only to devices that would not hear
 * the frame. Each process counts its own sockets per session (a session may open several tabs).
 *
 * The in-process implementation answers for this process alone, which is every process there is today. A
 * Redis-backed one would keep, per process, a hash `presence:<processId>` of session → open sockets with a
 * short expiry the process renews while it runs (so a crashed process's entries vanish), and `online` would
 * ask each live process's hash (HMGET) for the sessions in question; the interface stays the same.
 */
export interface Presence {
  /** Counts one more open socket of the session here; returns the function that counts it closed. */
  enter(sessionId: string): () => void
  /** Those of `sessionIds` with at least one open socket in any process. */
  online(sessionIds: readonly string[]): Promise<Set<string>>
}

export function createInProcessPresence(): Presence {
  const open = new Map<string, number>()
  return {
    enter(sessionId) {
      open.set(sessionId, (open.get(sessionId) ?? 0) + 1)
      let left = false
      return () => {
        if (left) return
        left = true
        const count = (open.get(sessionId) ?? 1) - 1
        if (count > 0) open.set(sessionId, count)
        else open.delete(sessionId)
      }
    },
    async online(sessionIds) {
      return new Set(sessionIds.filter((id) => open.has(id)))
    },
  }
}
