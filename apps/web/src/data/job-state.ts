/** What the import pages make of a job's record, whichever way it arrived (socket frame or polling). */
import type { TJob } from '@rosemary/shared/contract'

export function isFinished(job: Pick<TJob, 'status'>): boolean {
  return job.status === 'done' || job.status === 'failed'
}

/** The entries a job has dealt with: imported, failed, or skipped as already in the book. */
export function goneThrough(job: Pick<TJob, 'imported' | 'failed' | 'duplicatesSkipped'>): number {
  return job.imported + job.failed + job.duplicatesSkipped
}

/**
 * How far a job has gone, in percent, from its counts when it has them: the record's own figure is a whole
 * number, and one recipe of 150 would still read 0 there.
 */
export function progressPercent(
  job: Pick<TJob, 'status' | 'progress' | 'total' | 'imported' | 'failed' | 'duplicatesSkipped'>,
): number {
  if (job.status === 'done') return 100
  if (!job.total) return job.progress
  const percent = (goneThrough(job) / job.total) * 100
  return Math.round(Math.min(100, percent) * 10) / 10
}

/**
 * Of two records of the same job, the later one: a poll answered after a newer socket frame must not
 * move the progress bar back.
 */
export function newerJob(current: TJob | undefined, next: TJob): TJob {
  if (current?.id !== next.id) return next
  if (isFinished(current) && !isFinished(next)) return current
  if (isFinished(next) && !isFinished(current)) return next
  const byTime = Date.parse(next.updatedAt) - Date.parse(current.updatedAt)
  if (byTime !== 0) return byTime > 0 ? next : current
  return goneThrough(next) >= goneThrough(current) ? next : current
}

/** How many failures the record names beyond the list it carries (it keeps the first few hundred). */
export function unlistedFailures(job: Pick<TJob, 'failed' | 'failures'>): number {
  return Math.max(0, job.failed - job.failures.length)
}

/** How many skipped pictures the record counts beyond the ones it names. */
export function unlistedSkippedPictures(job: Pick<TJob, 'picturesSkipped' | 'skippedPictures'>): number {
  return Math.max(0, job.picturesSkipped - job.skippedPictures.length)
}
