/**
 * When the request that a piece of database work serves arrived, carried through its awaits
 * (AsyncLocalStorage). The connection queue lets work in by that moment rather than by when the query
 * was asked: a request that has already waited is served before one that has just come in.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const arrivals = new AsyncLocalStorage<number>()

/** Runs `work` (and everything it awaits) as part of a request that arrived at `at` (performance.now()). */
export function runArrivedAt<T>(at: number, work: () => T): T {
  return arrivals.run(at, work)
}

/** When the request the caller serves arrived; undefined outside a request (jobs, upkeep). */
export function arrivedAt(): number | undefined {
  return arrivals.getStore()
}
