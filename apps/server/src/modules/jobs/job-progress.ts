/**
 * The running record of one job: counts what happened and writes it down (and tells the person's open apps
 * with a `job:updated` frame) often enough to watch, not on every recipe: at most every few hundred
 * milliseconds, and always at the end. Under a claim (`attempt`), every write is conditional on the attempt
 * still holding the job: one taken over by another process (this one seemed dead) writes nothing more,
 * and `lost` is called so it stops.
 */
import type { JobFailure, JobRow, JobSkippedPicture } from '../../db/schema/index.ts'
import type { EventBus } from '../../realtime/event-bus.ts'
import type { JobChanges, JobsRepository } from './jobs.repository.ts'
import { presentJob } from './jobs.presenter.ts'

const SAVE_EVERY_MS = 300
/** Failures (and skipped pictures) kept with the job for the summary; the counts go on past it. */
export const MAX_RECORDED_FAILURES = 500

export interface JobProgress {
  readonly job: JobRow
  imported(): Promise<void>
  failed(failure: JobFailure): Promise<void>
  /** A recipe left out because the book already has it. */
  skippedDuplicate(): Promise<void>
  /** A picture left out of a recipe that is still imported. */
  skippedPicture(picture: JobSkippedPicture): Promise<void>
  /** Known once a source has been read far enough to count its entries. */
  setTotal(total: number): Promise<void>
  done(): Promise<void>
  fail(reason: string): Promise<void>
}

export function trackJob(
  job: JobRow,
  deps: { jobs: JobsRepository; bus: EventBus; now: () => Date },
  attempt?: { claimant: string; lost: () => void },
): JobProgress {
  let current = job
  let lastSaved = -Infinity
  let pending: Promise<void> = Promise.resolve()
  const failures: JobFailure[] = [...job.failures]
  const skippedPictures: JobSkippedPicture[] = [...job.skippedPictures]
  const counts = {
    imported: job.imported,
    failed: job.failed,
    duplicatesSkipped: job.duplicatesSkipped,
    total: job.total,
    picturesSkipped: job.picturesSkipped,
  }

  const progress = () => {
    if (!counts.total) return 0
    const through = counts.imported + counts.failed + counts.duplicatesSkipped
    return Math.min(99, Math.floor((through / counts.total) * 100))
  }

  // Saves run one after another, so an older state never overwrites a newer one.
  const save = (changes: Omit<JobChanges, 'updatedAt'>) => {
    pending = pending.then(async () => {
      const row = await deps.jobs.update(job.id, { ...changes, updatedAt: deps.now() }, attempt?.claimant)
      if (!row) {
        attempt?.lost()
        return
      }
      current = row
      await deps.bus.publish(row.userId, { type: 'job:updated', data: { job: presentJob(row) } })
    })
    return pending
  }

  const snapshot = () => ({
    status: 'running' as const,
    imported: counts.imported,
    failed: counts.failed,
    total: counts.total,
    failures: [...failures],
    duplicatesSkipped: counts.duplicatesSkipped,
    picturesSkipped: counts.picturesSkipped,
    skippedPictures: [...skippedPictures],
    progress: progress(),
  })

  const saveNowAndThen = async () => {
    // Real time, not the app's clock: this paces writes, it records no time.
    const at = performance.now()
    if (at - lastSaved < SAVE_EVERY_MS) return
    lastSaved = at
    await save(snapshot())
  }

  return {
    get job() {
      return current
    },
    async imported() {
      counts.imported++
      await saveNowAndThen()
    },
    async failed(failure) {
      counts.failed++
      if (failures.length < MAX_RECORDED_FAILURES) failures.push(failure)
      await saveNowAndThen()
    },
    async skippedDuplicate() {
      counts.duplicatesSkipped++
      await saveNowAndThen()
    },
    async skippedPicture(picture) {
      counts.picturesSkipped++
      if (skippedPictures.length < MAX_RECORDED_FAILURES) skippedPictures.push(picture)
      await saveNowAndThen()
    },
    async setTotal(total) {
      counts.total = total
      await save(snapshot())
    },
    done: () => save({ ...snapshot(), status: 'done', progress: 100, finishedAt: deps.now() }),
    fail: (reason) => save({ ...snapshot(), status: 'failed', reason, finishedAt: deps.now() }),
  }
}
