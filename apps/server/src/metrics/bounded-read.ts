/**
 * A read from outside the process (the database) that a scrape waits for at most `timeoutMs`: past that,
 * or when it fails, the scrape goes on without it. One read at a time: a database that stopped answering
 * gets one question from the metrics however often Prometheus asks, not a line of them.
 */
export function createBoundedRead<T>(options: {
  read: () => Promise<T>
  timeoutMs: number
  onError: (error: unknown) => void
}): () => Promise<T | null> {
  let inFlight: Promise<T | null> | null = null
  return async () => {
    if (!inFlight) {
      const current = options.read().then(
        (value) => value,
        (error: unknown) => {
          options.onError(error)
          return null
        },
      )
      inFlight = current
      void current.finally(() => {
        if (inFlight === current) inFlight = null
      })
    }
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), options.timeoutMs)))
    try {
      return await Promise.race([inFlight, late])
    } finally {
      clearTimeout(timer)
    }
  }
}
