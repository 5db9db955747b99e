/**
 * One first-come-first-served line in front of the database's connections: PGlite's one (it runs every
 * query on the server's thread) or the PostgreSQL pool's. Each query, and each transaction as a whole,
 * waits for a free connection behind everything that asked before it.
 *
 * Why a line of our own: PGlite's queries run synchronously, so work that found the connection free ran at
 * once inside the I/O callback that asked for it, and whichever sockets the event loop happened to read
 * first went round again and again while others waited. Under 50 connections a few requests waited the
 * whole run (p99 6.3 s at a p50 of 268 ms). Here work never starts inside the call that asks for it: it
 * starts from `setImmediate`, after the event loop has read every request that arrived meanwhile and put
 * it in line, so each waits its turn.
 *
 * The line itself never turns work away (a request half done, or an import, must be able to finish); it
 * says when it is `full`, too long or not moving, and new requests are answered 503 then
 * (http/admission.ts).
 */

export interface ConnectionQueueLimits {
  /** Connections: work that runs at once. */
  slots: number
  /** Full at this many waiting. */
  maxWaiting: number
  /** Full while the first in line has waited this long: the line is not moving. */
  maxWaitMs: number
}

export interface ConnectionQueue {
  readonly limits: ConnectionQueueLimits
  /** Runs `work` on a free slot once everything that asked before it has started; the slot is freed after. */
  run<T>(work: () => Promise<T>): Promise<T>
  /** Takes a slot in turn and keeps it until the returned function is called (a checked-out connection). */
  acquire(): Promise<() => void>
  /** New work would wait too long: too many waiting, or the first in line has waited past the limit. */
  readonly full: boolean
  readonly waiting: number
  readonly running: number
}

/**
 * Room for every request of the benchmarks' 50 connections twice over, each with a query waiting; and a
 * first in line that has not started for ten seconds means the database is stuck (a long maintenance
 * statement, a server that stopped answering), not merely busy: a slow answer is better than an error
 * until then.
 */
export const DEFAULT_QUEUE_LIMITS: Omit<ConnectionQueueLimits, 'slots'> = {
  maxWaiting: 128,
  maxWaitMs: 10_000,
}

interface Waiter {
  since: number
  start: () => void
}

export function createConnectionQueue(
  limits: ConnectionQueueLimits,
  now: () => number = () => performance.now(),
): ConnectionQueue {
  const line: Waiter[] = []
  let running = 0
  let scheduled = false

  const startWaiting = () => {
    scheduled = false
    while (running < limits.slots && line.length > 0) {
      running++
      line.shift()?.start()
    }
  }
  const schedule = () => {
    if (scheduled || line.length === 0 || running >= limits.slots) return
    scheduled = true
    setImmediate(startWaiting)
  }

  const acquire = () =>
    new Promise<() => void>((resolve) => {
      let released = false
      const release = () => {
        if (released) return
        released = true
        running--
        schedule()
      }
      line.push({ since: now(), start: () => resolve(release) })
      schedule()
    })

  return {
    limits,
    acquire,
    async run(work) {
      const release = await acquire()
      try {
        return await work()
      } finally {
        release()
      }
    },
    get full() {
      const first = line[0]
      return (
        line.length >= limits.maxWaiting || (first !== undefined && now() - first.since >= limits.maxWaitMs)
      )
    },
    get waiting() {
      return line.length
    },
    get running() {
      return running
    },
  }
}
