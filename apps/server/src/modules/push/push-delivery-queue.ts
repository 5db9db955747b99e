/**
 * The line Web Push deliveries wait in, so that a message to many devices never becomes many seconds of
 * work in one go, nor a burst at one host. Each push service (origin) has its own line, served in turn:
 * - one delivery starts per turn of the event loop (its encryption runs then: about half a millisecond),
 *   so requests waiting for an answer are served between any two;
 * - at most `inFlight` wait for their push service's answer, `inFlightPerOrigin` at one service;
 * - a token bucket per service lets `perOriginPerSecond` start each second (a second's worth at once);
 * - at most `queued` wait, `queuedPerOrigin` for one service: past that a delivery is dropped, and the
 *   drops are reported (per origin, at most once a second) rather than kept in memory.
 */
import type { DeliveryLimits } from './push-limits.ts'

interface Line<T> {
  origin: string
  waiting: T[]
  running: number
  tokens: number
  filledAt: number
}

export interface DeliveryQueue<T> {
  /** Queues the delivery; false when it was dropped, the queue being full. */
  add(origin: string, item: T): boolean
  /**
   * Resolves once nothing waits or runs. Deliveries still waiting after `waitMs` are dropped; those
   * running finish (each has its own time limit).
   */
  drain(waitMs: number): Promise<void>
  readonly waiting: number
  readonly running: number
}

/** How often dropped deliveries are reported, at most. */
const DROP_REPORT_MS = 1000

export function createDeliveryQueue<T>(options: {
  limits: DeliveryLimits
  /** Starts a delivery: its synchronous part runs in the turn it is started. Should not reject. */
  run: (item: T) => Promise<void>
  onError: (error: unknown) => void
  /** Deliveries dropped since the last report, by origin. */
  onDropped: (dropped: Map<string, number>) => void
  /** Milliseconds, for the token buckets; performance.now unless a test moves time itself. */
  now?: () => number
}): DeliveryQueue<T> {
  const { limits } = options
  const now = options.now ?? (() => performance.now())
  const lines = new Map<string, Line<T>>()
  let waiting = 0
  let running = 0
  let turn: NodeJS.Immediate | undefined
  let wake: NodeJS.Timeout | undefined
  const whenIdle: (() => void)[] = []
  let dropped = new Map<string, number>()
  let dropReport: NodeJS.Timeout | undefined

  const reportDrops = () => {
    clearTimeout(dropReport)
    dropReport = undefined
    if (dropped.size === 0) return
    const report = dropped
    dropped = new Map()
    options.onDropped(report)
  }

  const drop = (origin: string, count = 1) => {
    dropped.set(origin, (dropped.get(origin) ?? 0) + count)
    dropReport ??= setTimeout(reportDrops, DROP_REPORT_MS).unref()
  }

  const settleIfIdle = () => {
    if (waiting > 0 || running > 0) return
    for (const resolve of whenIdle.splice(0)) resolve()
  }

  const schedule = () => {
    turn ??= setImmediate(pump)
  }

  const refill = (line: Line<T>, at: number) => {
    const rate = limits.perOriginPerSecond
    line.tokens = Math.min(rate, line.tokens + ((at - line.filledAt) * rate) / 1000)
    line.filledAt = at
  }

  /** The next line to serve (moved to the back), or how long until one has a token (Infinity: none). */
  function nextLine(): Line<T> | number {
    const at = now()
    let soonest = Infinity
    for (const line of lines.values()) {
      refill(line, at)
      if (line.waiting.length === 0) {
        // Kept while its bucket refills, so a service cannot get a fresh second's worth by emptying its line.
        if (line.running === 0 && line.tokens >= limits.perOriginPerSecond) lines.delete(line.origin)
        continue
      }
      if (line.running >= limits.inFlightPerOrigin) continue
      if (line.tokens >= 1) {
        line.tokens -= 1
        lines.delete(line.origin)
        lines.set(line.origin, line)
        return line
      }
      soonest = Math.min(soonest, ((1 - line.tokens) * 1000) / limits.perOriginPerSecond)
    }
    return soonest
  }

  function pump(): void {
    turn = undefined
    // A delivery ending schedules the next turn.
    if (running >= limits.inFlight) return
    const line = nextLine()
    if (typeof line === 'number') {
      if (line < Infinity && !wake) {
        wake = setTimeout(() => {
          wake = undefined
          schedule()
        }, Math.ceil(line))
      }
      return
    }
    const item = line.waiting.shift() as T
    waiting--
    line.running++
    running++
    let started: Promise<void>
    try {
      started = options.run(item)
    } catch (error) {
      options.onError(error)
      started = Promise.resolve()
    }
    void started.catch(options.onError).finally(() => {
      line.running--
      running--
      schedule()
      settleIfIdle()
    })
    schedule()
  }

  return {
    add(origin, item) {
      const line = lines.get(origin)
      if (waiting >= limits.queued || (line?.waiting.length ?? 0) >= limits.queuedPerOrigin) {
        drop(origin)
        return false
      }
      if (line) line.waiting.push(item)
      else {
        const tokens = limits.perOriginPerSecond
        lines.set(origin, { origin, waiting: [item], running: 0, tokens, filledAt: now() })
      }
      waiting++
      schedule()
      return true
    },

    async drain(waitMs) {
      const giveUp = setTimeout(() => {
        for (const line of lines.values()) {
          if (line.waiting.length > 0) drop(line.origin, line.waiting.length)
          waiting -= line.waiting.length
          line.waiting = []
        }
        settleIfIdle()
      }, waitMs)
      await new Promise<void>((resolve) => {
        whenIdle.push(resolve)
        settleIfIdle()
      })
      clearTimeout(giveUp)
      reportDrops()
    },

    get waiting() {
      return waiting
    },
    get running() {
      return running
    },
  }
}
