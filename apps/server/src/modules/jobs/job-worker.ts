/**
 * Runs jobs claimed from the database, one at a time in this process (an import is heavy: two at once
 * would only slow each other and every request), whichever process queued them: each process's worker
 * claims the oldest job waiting (jobs.repository.ts `claim`, SKIP LOCKED, so a job is claimed once),
 * polling every few seconds and woken at once when this process queues one.
 *
 * While a job runs, its heartbeat is renewed; a process that dies stops renewing it, and after
 * `staleSeconds` another process (or this one, started again) claims the job and runs it again from its
 * input: the job's runner first removes what the interrupted attempt stored (imports.service.ts says why
 * it is started over rather than left to the duplicate skip). An attempt that finds its job taken over
 * (it seemed dead: a stalled process) stops and writes nothing more.
 *
 * Stopping the server hands the running job back: it stops at its next recipe and goes back to pending,
 * for another process or the next start. The database failing while claiming or renewing is logged and
 * tried again at the next turn; it never ends the process.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { JobRow } from '../../db/schema/index.ts'
import type { EventBus } from '../../realtime/event-bus.ts'
import { type JobProgress, trackJob } from './job-progress.ts'
import { freshCounts, type JobInput, type JobsRepository } from './jobs.repository.ts'
import { presentJob } from './jobs.presenter.ts'

/** Runs a claimed job from its input; throws to fail it (the error's message is the reason). */
export type JobRunner = (
  job: JobRow,
  input: JobInput,
  progress: JobProgress,
  signal: AbortSignal,
) => Promise<void>

export interface JobWorkerLog {
  info(object: object, message: string): void
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

export interface JobTiming {
  /** A running job whose heartbeat is older than this is taken over (JOB_STALE_SECONDS). */
  staleSeconds: number
  /** How often an idle worker looks for a job queued by another process. */
  pollMs?: number
  /** How often the running job's heartbeat is renewed; a third of the stale time, at most 5 s, unless given. */
  heartbeatMs?: number
}

export const DEFAULT_POLL_MS = 2_000

export const INTERRUPTED_REASON =
  'The server stopped before this import finished. Every recipe imported until then was kept.'

export interface JobWorker {
  /** Starts claiming jobs. */
  start(): void
  /** Looks for a job now (one was just queued here). */
  wake(): void
  /** Stops claiming, hands the running job back, and waits until it has. */
  close(): Promise<void>
}

export function createJobWorker(
  deps: { jobs: JobsRepository; bus: EventBus; now: () => Date; log: JobWorkerLog; run: JobRunner },
  timing: JobTiming,
): JobWorker {
  const { jobs, log, now } = deps
  const pollMs = timing.pollMs ?? DEFAULT_POLL_MS
  const heartbeatMs = timing.heartbeatMs ?? Math.min(5_000, (timing.staleSeconds * 1000) / 3)
  const closing = new AbortController()
  // Each attempt its own name: a process that runs a job, loses it and claims it again is told apart.
  const claimantPrefix = `${hostname()}:${process.pid}`
  let wakeUp: () => void = () => undefined
  // Set by a wake between a claim that found nothing and the rest after it, so that wake is not lost.
  let woken = false
  let looping: Promise<void> | undefined

  const publish = (row: JobRow | null) =>
    row
      ? deps.bus.publish(row.userId, { type: 'job:updated', data: { job: presentJob(row) } })
      : Promise.resolve()

  const rest = () =>
    new Promise<void>((resolve) => {
      if (woken) {
        resolve()
        return
      }
      const timer = setTimeout(resolve, pollMs)
      wakeUp = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  async function runClaimed(job: JobRow, claimant: string) {
    const attempt = new AbortController()
    // An object, not a variable: it is set from callbacks while the job runs.
    const state = { lost: false }
    const loseIt = () => {
      if (!state.lost)
        log.warn({ job: job.id }, 'a job was taken over by another process; this attempt stops')
      state.lost = true
      attempt.abort()
    }
    const stop = () => attempt.abort()
    // Claimed as the server began to stop: handed back without a start.
    if (closing.signal.aborted) stop()
    closing.signal.addEventListener('abort', stop)
    const beat = setInterval(() => {
      jobs.heartbeat(job.id, claimant).then(
        (held) => (held ? undefined : loseIt()),
        (error: unknown) =>
          log.warn({ err: error, job: job.id }, 'could not renew a job heartbeat; trying again'),
      )
    }, heartbeatMs)
    try {
      const input = await jobs.readInput(job.id)
      if (!input) {
        // Queued before jobs kept their input (or it was lost): it cannot run again.
        await publish(await jobs.failInterrupted(job.id, claimant, INTERRUPTED_REASON, now()))
        return
      }
      const fresh: JobRow = { ...job, ...freshCounts() }
      const progress = trackJob(fresh, deps, { claimant, lost: loseIt })
      await publish(job)
      let failure: { reason: string } | undefined
      try {
        await deps.run(fresh, input, progress, attempt.signal)
      } catch (error) {
        failure = { reason: error instanceof Error ? error.message : String(error) }
      }
      if (state.lost) return
      if (closing.signal.aborted) {
        await publish(await jobs.handBack(job.id, claimant, now()))
        log.info({ job: job.id }, 'a running job was handed back for another process or the next start')
        return
      }
      if (failure) await progress.fail(failure.reason)
      else await progress.done()
      await jobs.deleteInput(job.id)
    } catch (error) {
      // The database failed under the job: it stays claimed, its heartbeat stops, and it is taken over.
      log.error({ err: error, job: job.id }, 'a job could not be run; it will be taken over')
    } finally {
      clearInterval(beat)
      closing.signal.removeEventListener('abort', stop)
    }
  }

  const isClosing = () => closing.signal.aborted

  async function loop() {
    while (!isClosing()) {
      woken = false
      const claimant = `${claimantPrefix}:${randomUUID()}`
      let job: JobRow | null = null
      try {
        job = await jobs.claim(claimant, timing.staleSeconds, now())
      } catch (error) {
        log.error({ err: error }, 'could not look for a job to run; trying again')
      }
      if (job) await runClaimed(job, claimant)
      else if (!isClosing()) await rest()
    }
  }

  return {
    start() {
      looping ??= loop()
    },
    wake() {
      woken = true
      wakeUp()
    },
    async close() {
      closing.abort()
      woken = true
      wakeUp()
      await looping
    },
  }
}
