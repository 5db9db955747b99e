/** Jobs: long work (imports) a person starts and watches; its record outlives the request and a crash. */
import type { JobFile } from '../../db/schema/index.ts'
import type { AuthSession } from '../../http/auth-session.ts'
import type { EventBus } from '../../realtime/event-bus.ts'
import { notFound } from '../../errors.ts'
import type { JobQueue } from './job-queue.ts'
import { type JobProgress, trackJob } from './job-progress.ts'
import type { JobsRepository } from './jobs.repository.ts'

const RECENT_JOBS = 20
export const INTERRUPTED_REASON =
  'The server stopped before this import finished. Every recipe imported until then was kept.'

export function createJobsService(deps: {
  jobs: JobsRepository
  queue: JobQueue
  bus: EventBus
  now: () => Date
}) {
  const { jobs, now } = deps
  return {
    /**
     * Records a job and queues `work`; answers at once with the job. `work` reports through its progress
     * record; a thrown error fails the job with the error's message, an abort (server stopping) with
     * INTERRUPTED_REASON.
     */
    async start(
      session: AuthSession,
      type: string,
      work: (progress: JobProgress, signal: AbortSignal) => Promise<void>,
      total: number | null = null,
      files?: JobFile[],
    ) {
      const job = await jobs.insert({ userId: session.userId, type, total, files, now: now() })
      const queued = deps.queue.enqueue(async (signal) => {
        const progress = trackJob(job, deps)
        try {
          await jobs.update(job.id, { status: 'running', updatedAt: now() })
          await work(progress, signal)
          if (signal.aborted) await progress.fail(INTERRUPTED_REASON)
          else await progress.done()
        } catch (error) {
          await progress.fail(
            signal.aborted ? INTERRUPTED_REASON : error instanceof Error ? error.message : String(error),
          )
        }
      })
      // Refused only when the server is stopping: the job stays pending and the next start marks it
      // interrupted (failInterrupted), as it does for a job cut off by a crash.
      queued.catch(() => undefined)
      return job
    },

    async get(session: AuthSession, id: string) {
      const job = await jobs.findOwned(id, session.userId)
      if (!job) throw notFound('Job')
      return job
    },

    list: (session: AuthSession) => jobs.listRecent(session.userId, RECENT_JOBS),

    /** At start: a job still pending or running belongs to a process that stopped without finishing it. */
    failInterrupted: () => jobs.failUnfinished(INTERRUPTED_REASON, now()),
  }
}

export type JobsService = ReturnType<typeof createJobsService>
