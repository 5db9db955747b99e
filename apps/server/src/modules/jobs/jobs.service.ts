/**
 * Jobs: long work (imports) a person starts and watches; its record outlives the request and a crash.
 * A job is queued with everything it needs to run (its input), and any process's worker runs it
 * (job-worker.ts); each kind of job is run by the runner registered for its type.
 */
import type { JobFile, JobRow } from '../../db/schema/index.ts'
import type { AuthSession } from '../../http/auth-session.ts'
import type { EventBus } from '../../realtime/event-bus.ts'
import { notFound } from '../../errors.ts'
import { createJobWorker, type JobRunner, type JobTiming, type JobWorkerLog } from './job-worker.ts'
import type { JobInput, JobsRepository } from './jobs.repository.ts'

export { INTERRUPTED_REASON } from './job-worker.ts'

const RECENT_JOBS = 20

export function createJobsService(deps: {
  jobs: JobsRepository
  bus: EventBus
  now: () => Date
  log: JobWorkerLog
  timing: JobTiming
}) {
  const { jobs, now } = deps
  const runners = new Map<string, JobRunner>()
  /** The runner of a type: registered for the type itself or for its prefix (`import:` runs `import:paprika`). */
  const runnerOf = (type: string) =>
    runners.get(type) ?? [...runners].find(([prefix]) => prefix.endsWith(':') && type.startsWith(prefix))?.[1]
  const worker = createJobWorker(
    {
      ...deps,
      run: async (job, input, progress, signal) => {
        const run = runnerOf(job.type)
        if (!run) throw new Error(`This server cannot run jobs of type ${job.type}.`)
        await run(job, input, progress, signal)
      },
    },
    deps.timing,
  )
  return {
    /** Jobs of `type` (or, ending in a colon, of every type it begins) are run by `runner`. */
    handle(type: string, runner: JobRunner) {
      runners.set(type, runner)
    },

    /**
     * Queues a job with its input, for this process's worker (woken now) or any other's; answers at once
     * with the job, pending.
     */
    async start(
      session: AuthSession,
      type: string,
      input: JobInput,
      total: number | null = null,
      files?: JobFile[],
    ): Promise<JobRow> {
      const job = await jobs.insert({ userId: session.userId, type, total, files, now: now(), input })
      worker.wake()
      return job
    },

    async get(session: AuthSession, id: string) {
      const job = await jobs.findOwned(id, session.userId)
      if (!job) throw notFound('Job')
      return job
    },

    list: (session: AuthSession) => jobs.listRecent(session.userId, RECENT_JOBS),

    /** Starts running jobs (once every runner is registered). */
    startWorker: () => worker.start(),

    /** Stops taking jobs and hands the running one back. */
    stop: () => worker.close(),
  }
}

export type JobsService = ReturnType<typeof createJobsService>
