/**
 * A picture store that cannot be used: not reached, too slow, failing, refusing the keys, or answering what
 * is not S3. The message is for the operator's log and names no key; people get a 503 from the routes.
 */
export type StorageFailure = 'unreachable' | 'timeout' | 'failed' | 'refused' | 'garbage'

export class StorageUnavailableError extends Error {
  readonly failure: StorageFailure

  constructor(failure: StorageFailure, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StorageUnavailableError'
    this.failure = failure
  }
}
