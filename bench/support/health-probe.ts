/**
 * Probes of GET /api/health while something else runs on the server, sent on a fixed schedule whether or
 * not the previous one answered: a server frozen for nine seconds then shows as the many requests that
 * waited on it, as its users would, instead of the one probe a send-wait-send loop would have had out
 * (coordinated omission).
 */
import { percentiles } from './load.ts'

export interface ProbeFigures {
  probes: number
  /** Still waiting when the probing stopped: counted with the time they had waited so far. */
  unanswered: number
  /**
   * Ended without an answer and left out of the percentiles: refused, reset, or not connected within the
   * client's connect timeout (a stuck server's accept queue full), or the server died.
   */
  failed: number
  p50: number
  p95: number
  p99: number
  max: number
}

interface Probe {
  sent: number
  controller: AbortController
}

/**
 * Starts probing `serverUrl` every `everyMs`. `stop` sends no more, gives those in flight up to `drainMs`
 * to answer (a server that just came free answers them at once), and counts the rest as unanswered.
 */
export function probeHealth(
  serverUrl: string,
  everyMs: number,
): { stop: (drainMs?: number) => Promise<ProbeFigures> } {
  const latencies: number[] = []
  /** Each probe in flight, and its settling. */
  const pending = new Map<Probe, Promise<void>>()
  let failed = 0
  const send = () => {
    const probe = { sent: performance.now(), controller: new AbortController() }
    const settling = fetch(`${serverUrl}/api/health`, { signal: probe.controller.signal })
      .then(async (response) => {
        await response.arrayBuffer()
        if (pending.delete(probe)) latencies.push(performance.now() - probe.sent)
      })
      .catch(() => {
        if (pending.delete(probe)) failed += 1
      })
    pending.set(probe, settling)
  }
  send()
  const timer = setInterval(send, everyMs)
  return {
    stop: async (drainMs = 0) => {
      clearInterval(timer)
      if (drainMs > 0) {
        let drained: NodeJS.Timeout | undefined
        const drainTime = new Promise((resolve) => (drained = setTimeout(resolve, drainMs)))
        await Promise.race([Promise.allSettled(pending.values()), drainTime])
        clearTimeout(drained)
      }
      const now = performance.now()
      const unanswered = pending.size
      for (const probe of pending.keys()) {
        latencies.push(now - probe.sent)
        probe.controller.abort()
      }
      pending.clear()
      const max = Math.round(Math.max(0, ...latencies) * 10) / 10
      return { probes: latencies.length + failed, unanswered, failed, ...percentiles(latencies), max }
    },
  }
}
