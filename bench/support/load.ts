/** autocannon with exact latency percentiles (its summary has no p95). */
import autocannon from 'autocannon'

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

export async function load(options: autocannon.Options): Promise<LoadResult> {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: Error | null, finished: autocannon.Result) => {
      if (error) reject(error)
      else resolve(finished)
    })
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  latencies.sort((a, b) => a - b)
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}
