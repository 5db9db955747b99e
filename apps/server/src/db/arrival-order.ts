/**
 * The request a piece of database work serves, carried through its awaits (AsyncLocalStorage): when it
 * arrived, by which the connection queue lets work in rather than by when the query was asked (a request
 * that has already waited is served before one that has just come in); and whether its client has left
 * without the answer, which a read no longer needs.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export interface ServedRequest {
  /** performance.now() when it arrived. */
  readonly arrived: number
  /** Its client left before the answer, and it only reads: work it has not started is not started. */
  abandoned: boolean
}

const requests = new AsyncLocalStorage<ServedRequest>()

/** Runs `work` (and everything it awaits) on behalf of `request`. */
export function runServing<T>(request: ServedRequest, work: () => T): T {
  return requests.run(request, work)
}

/** The request the caller serves; undefined outside a request (jobs, upkeep). */
export function servedRequest(): ServedRequest | undefined {
  return requests.getStore()
}

/** When the request the caller serves arrived; undefined outside a request. */
export function arrivedAt(): number | undefined {
  return requests.getStore()?.arrived
}

/** `runServing` for a request that arrived at `at` and runs to its end whatever its client does. */
export function runArrivedAt<T>(at: number, work: () => T): T {
  return runServing({ arrived: at, abandoned: false }, work)
}
