/** autocannon with exact latency percentiles (its summary has no p95). */
import type { IncomingHttpHeaders } from 'node:http'
import autocannon from 'autocannon'

type AnswerCallback = Extract<NonNullable<autocannon.Request['onResponse']>, (...args: never[]) => void>

export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  errors: number
  non2xx: number
}

/** In milliseconds, to a tenth. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10
}

/** p50 / p95 / p99 of latencies in milliseconds (sorts them in place). */
export function percentiles(latencies: number[]): Pick<LoadResult, 'p50' | 'p95' | 'p99'> {
  latencies.sort((a, b) => a - b)
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) }
}

/** One answer of a load, for a caller that counts them by status or looks at their headers. */
export interface Answer {
  status: number
  ms: number
  headers: IncomingHttpHeaders
}

/**
 * autocannon's run; `onAnswer` sees every answer. Its headers come from the request's `onResponse`, which
 * autocannon calls for an answer just before it reports that answer's status and time.
 */
export async function load(
  options: autocannon.Options,
  onAnswer?: (answer: Answer) => void,
): Promise<LoadResult> {
  const latencies: number[] = []
  let headers: Answer['headers'] = {}
  const requests = onAnswer
    ? (options.requests ?? [{}]).map((request) => ({
        ...request,
        onResponse: (...args: Parameters<AnswerCallback>) => {
          headers = args[3] ?? {}
          if (typeof request.onResponse === 'function') request.onResponse(...args)
        },
      }))
    : options.requests
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { ...options, requests },
      (error: Error | null, finished: autocannon.Result) => {
        if (error) reject(error)
        else resolve(finished)
      },
    )
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime)
      onAnswer?.({ status, ms: responseTime, headers })
      headers = {}
    })
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    ...percentiles(latencies),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/**
 * The same measure without HTTP: `connections` loops each awaiting `call` back to back for `duration`
 * seconds, like autocannon's connections; throughput is what completed divided by the time taken. A
 * failing call fails the run.
 */
export async function drive(
  call: (index: number) => Promise<unknown>,
  options: { connections: number; duration: number },
): Promise<LoadResult> {
  const latencies: number[] = []
  let next = 0
  const start = performance.now()
  const end = start + options.duration * 1000
  const loop = async () => {
    while (performance.now() < end) {
      const sent = performance.now()
      await call(next++)
      latencies.push(performance.now() - sent)
    }
  }
  await Promise.all(Array.from({ length: options.connections }, loop))
  const seconds = (performance.now() - start) / 1000
  return {
    requestsPerSecond: Math.round(latencies.length / seconds),
    ...percentiles(latencies),
    errors: 0,
    non2xx: 0,
  }
}
