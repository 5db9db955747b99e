/**
 * Additions and changes of up to 5,000 items in pieces small enough that the server keeps answering
 * meanwhile. The embedded database runs each statement on the server's own thread, and the health check
 * waits for the one running (db/queued-clients.ts), so one statement writes or reads a few hundred rows
 * at most; work in JavaScript (an item's word and aisle) gives the event loop a turn every few
 * milliseconds (event-loop/turns.ts). Measured before: a 5,000-item addition held everything for 2-5 s.
 */

/**
 * Rows one statement writes or reads: some 20 ms on the embedded database on 2 cores (200 rows took 40 ms,
 * which the health check, waiting for the statement under way, then waited too).
 */
export const ROWS_PER_STATEMENT = 100

/**
 * A whole list or plan is read in pages: the first of FIRST_PAGE_ROWS, so that most lists take one
 * statement as before (paging a 500-item list by 100 made its uncached read half as slow again), then
 * ROWS_PER_STATEMENT at a time for the rest of a long one.
 */
export const FIRST_PAGE_ROWS = 500

/** How many rows the page after `pagesRead` pages asks for. */
export const pageRows = (pagesRead: number) => (pagesRead === 0 ? FIRST_PAGE_ROWS : ROWS_PER_STATEMENT)

export function inBatches<T>(items: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const batches: T[][] = []
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size))
  return batches
}

/** Runs `work` on each batch in turn (never two statements at once) and joins the rows they return. */
export async function eachBatch<T, R>(
  items: readonly T[],
  work: (batch: T[], offset: number) => Promise<readonly R[]>,
  size = ROWS_PER_STATEMENT,
): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < items.length; start += size)
    results.push(...(await work(items.slice(start, start + size), start)))
  return results
}
