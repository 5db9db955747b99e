/**
 * Long work in JavaScript cut into turns of the event loop, so the requests that arrive meanwhile (a health
 * check among them) are read and answered between two pieces instead of after the whole.
 */

/** How long work runs before the event loop gets a turn. */
export const TURN_MS = 8

/** Resolves after the event loop has read what arrived (I/O comes before setImmediate's callbacks). */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** `map` over the items, letting the event loop run every TURN_MS. */
export async function mapInTurns<T, R>(
  items: readonly T[],
  map: (item: T, index: number) => R,
): Promise<R[]> {
  const results: R[] = []
  let turnStarted = performance.now()
  for (const [index, item] of items.entries()) {
    if (performance.now() - turnStarted >= TURN_MS) {
      await nextTurn()
      turnStarted = performance.now()
    }
    results.push(map(item, index))
  }
  return results
}
