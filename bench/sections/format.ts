/** How the report writes figures: latencies, loads, sizes, shares, and tables with a column per engine. */
import type { LoadResult } from '../support/load.ts'

export interface Percentiles {
  p50: number
  p95: number
  p99: number
}

export const latency = (r: Percentiles) => `${r.p50} / ${r.p95} / ${r.p99} ms`
export const loadCell = (r: LoadResult) => `${r.requestsPerSecond} req/s; ${latency(r)}`
export const thousands = (value: number) => value.toLocaleString('en-US')
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
export const KiB = (bytes: number) => `${thousands(Math.round(bytes / 1024))} KiB`
export const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
/** `part` as a whole percentage of `whole`. */
export const share = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`

export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
}

export type Database = 'pglite' | 'postgres'
export const ENGINE_TABLE = ['| measure | PGlite (embedded) | PostgreSQL | target |', '|---|---|---|---|']

/** A row of an ENGINE_TABLE: the measure, PGlite's cell, PostgreSQL's cell, the target. */
export function engineRow<E extends { database: Database }>(
  engines: E[],
  measure: string,
  cell: (engine: E) => string,
  target = '',
): string {
  const of = (database: Database) => {
    const engine = engines.find((candidate) => candidate.database === database)
    return engine ? cell(engine) : 'not measured'
  }
  return `| ${measure} | ${of('pglite')} | ${of('postgres')} | ${target} |`
}

/** Errors and non-2xx answers over several loads, as "errors / non-2xx". */
export const failures = (loads: LoadResult[]) =>
  `${loads.reduce((sum, r) => sum + r.errors, 0)} / ${loads.reduce((sum, r) => sum + r.non2xx, 0)}`
