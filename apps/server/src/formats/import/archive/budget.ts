/**
 * How much one import may unpack. Every byte inflated from an archive entry or a gzip is spent here while
 * it is being inflated, so a bomb stops at the limit instead of filling memory; the declared sizes in an
 * archive's headers are never trusted for this.
 */
import { ImportFileError, type ImportLimits } from '../../imported-recipe.ts'

/** The file unpacks to more than an import may hold: the route answers 413 rather than 400. */
export class ImportTooLargeError extends ImportFileError {
  constructor(message: string) {
    super(message)
    this.name = 'ImportTooLargeError'
  }
}

export function describeBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
}

export class UnpackBudget {
  readonly limits: ImportLimits
  #spent = 0

  constructor(limits: ImportLimits) {
    this.limits = limits
  }

  get left(): number {
    return this.limits.maxUnpackedBytes - this.#spent
  }

  /** Counts bytes just unpacked; throws once the whole import has unpacked more than it may. */
  spend(bytes: number): void {
    this.#spent += bytes
    if (this.#spent > this.limits.maxUnpackedBytes) throw this.#tooLarge()
  }

  /** Throws: what is being unpacked has been found to need more than is left. */
  refuse(): never {
    throw this.#tooLarge()
  }

  /** Throws now when bytes still to unpack cannot fit, before any work is done on them. */
  ensureRoomFor(bytes: number): void {
    if (bytes > this.left) throw this.#tooLarge()
  }

  #tooLarge(): ImportTooLargeError {
    const limit = describeBytes(this.limits.maxUnpackedBytes)
    return new ImportTooLargeError(`The file unpacks to more than ${limit}, the most one import may hold.`)
  }
}
