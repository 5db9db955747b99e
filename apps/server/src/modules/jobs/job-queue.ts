/**
 * Runs jobs one at a time in this process, in the order they came: an import is heavy (pictures are
 * re-encoded, thousands of rows written) and two at once would only slow each other and every request.
 * Stopping the server asks the running job to stop at its next recipe and waits for it.
 */
export type JobTask = (signal: AbortSignal) => Promise<void>

export interface JobQueue {
  /** Runs the task after those before it; resolves when it has run (its own errors are its own). */
  enqueue(task: JobTask): Promise<void>
  /** Stops taking tasks, aborts the running one, drops the waiting ones, and waits for the running one. */
  close(): Promise<void>
  readonly waiting: number
}

export function createJobQueue(onError: (error: unknown) => void): JobQueue {
  const stop = new AbortController()
  let tail: Promise<void> = Promise.resolve()
  let waiting = 0
  return {
    enqueue(task) {
      if (stop.signal.aborted) return Promise.reject(new Error('the job queue is closed'))
      waiting++
      tail = tail.then(async () => {
        waiting--
        if (stop.signal.aborted) return
        await task(stop.signal).catch(onError)
      })
      return tail
    },
    async close() {
      stop.abort()
      await tail
    },
    get waiting() {
      return waiting
    },
  }
}
