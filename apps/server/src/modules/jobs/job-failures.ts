/**
 * The jobs' failures column holds the failures, and, when an import skipped recipes already in the book,
 * one entry tallying them (JobDuplicatesTally): taken apart and put together here.
 */
import type { JobDuplicatesTally, JobFailure, JobRow } from '../../db/schema/index.ts'

const isTally = (entry: JobFailure | JobDuplicatesTally): entry is JobDuplicatesTally =>
  'duplicatesSkipped' in entry

export function splitFailures(stored: JobRow['failures']): {
  failures: JobFailure[]
  duplicatesSkipped: number
} {
  const tally = stored.find(isTally)
  return {
    failures: stored.filter((entry): entry is JobFailure => !isTally(entry)),
    duplicatesSkipped: tally?.duplicatesSkipped ?? 0,
  }
}

export function joinFailures(failures: JobFailure[], duplicatesSkipped: number): JobRow['failures'] {
  return duplicatesSkipped > 0 ? [...failures, { duplicatesSkipped }] : [...failures]
}
