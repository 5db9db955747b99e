import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { nextTurn } from '../../event-loop/turns.ts'
import { type JobFile, type JobRow, jobInputFiles, jobInputs, jobs, recipes } from '../../db/schema/index.ts'

export type JobChanges = Partial<
  Pick<
    JobRow,
    | 'status'
    | 'progress'
    | 'total'
    | 'imported'
    | 'failed'
    | 'failures'
    | 'duplicatesSkipped'
    | 'picturesSkipped'
    | 'skippedPictures'
    | 'reason'
    | 'finishedAt'
  >
> & { updatedAt: Date }

/** What a job runs from: its parameters (JSON) and the bytes of the files it was given, in order. */
export interface JobInput {
  params: unknown
  files: Uint8Array[]
}

/** The counts of an attempt, back to nothing: a job handed back or taken over starts again from its input. */
export const freshCounts = () => ({
  progress: 0,
  imported: 0,
  failed: 0,
  failures: [],
  duplicatesSkipped: 0,
  picturesSkipped: 0,
  skippedPictures: [],
})

/** How much of an input file one row keeps (job_input_files.part). */
export const JOB_FILE_PIECE_BYTES = 256 * 1024

/** The file cut into pieces of JOB_FILE_PIECE_BYTES (views, not copies); an empty file is one empty piece. */
export function piecesOf(file: Uint8Array): Uint8Array[] {
  const pieces: Uint8Array[] = []
  for (let start = 0; start < file.length; start += JOB_FILE_PIECE_BYTES)
    pieces.push(file.subarray(start, start + JOB_FILE_PIECE_BYTES))
  return pieces.length > 0 ? pieces : [file]
}

export function createJobsRepository(db: Db) {
  return {
    /** A pending job and, when given, its input, together: a job is never claimable without its input. */
    insert(job: {
      userId: string
      type: string
      total: number | null
      files?: JobFile[] | undefined
      now: Date
      input?: JobInput | undefined
    }): Promise<JobRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(jobs)
          .values({
            userId: job.userId,
            type: job.type,
            total: job.total,
            files: job.files ?? null,
            createdAt: job.now,
            updatedAt: job.now,
          })
          .returning()
        if (!row) throw new Error('insert into jobs returned no row')
        if (job.input) {
          await tx.insert(jobInputs).values({ jobId: row.id, params: job.input.params })
          // One piece a statement, the event loop running between two: one statement of a whole 64 MB
          // file held the embedded database, and the event loop it runs on, for seconds.
          for (const [position, file] of job.input.files.entries())
            for (const [part, data] of piecesOf(file).entries()) {
              await tx.insert(jobInputFiles).values({ jobId: row.id, position, part, data })
              await nextTurn()
            }
        }
        return row
      })
    },

    async findOwned(id: string, userId: string): Promise<JobRow | null> {
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
        .limit(1)
      return row ?? null
    },

    listRecent: (userId: string, limit: number) =>
      db.select().from(jobs).where(eq(jobs.userId, userId)).orderBy(desc(jobs.createdAt)).limit(limit),

    /** Changes the job; with `claimant`, only while that attempt still holds it (null when it does not). */
    async update(id: string, changes: JobChanges, claimant?: string): Promise<JobRow | null> {
      const held = claimant === undefined ? undefined : eq(jobs.claimedBy, claimant)
      const [row] = await db
        .update(jobs)
        .set(changes)
        .where(and(eq(jobs.id, id), held))
        .returning()
      return row ?? null
    },

    /**
     * Claims the oldest job waiting, or running under a heartbeat older than `staleSeconds` (its process
     * died): one statement, its row locked with SKIP LOCKED, so two processes claiming at once get two
     * different jobs (or one gets none). The claim starts the job's counts again.
     */
    async claim(claimant: string, staleSeconds: number, now: Date): Promise<JobRow | null> {
      const stale = sql`now() - make_interval(secs => ${staleSeconds})`
      const next = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          or(
            eq(jobs.status, 'pending'),
            and(eq(jobs.status, 'running'), or(isNull(jobs.heartbeatAt), lt(jobs.heartbeatAt, stale))),
          ),
        )
        .orderBy(asc(jobs.createdAt), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true })
      const [row] = await db
        .update(jobs)
        .set({ status: 'running', claimedBy: claimant, heartbeatAt: sql`now()`, updatedAt: now })
        .where(inArray(jobs.id, next))
        .returning()
      return row ?? null
    },

    /** Renews the attempt's heartbeat; false when the job is no longer its own (taken over, ended). */
    async heartbeat(id: string, claimant: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ heartbeatAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.claimedBy, claimant), eq(jobs.status, 'running')))
        .returning({ id: jobs.id })
      return rows.length > 0
    },

    /** The job back in the queue, from the start, for any process to claim (the server is stopping). */
    async handBack(id: string, claimant: string, now: Date): Promise<JobRow | null> {
      const [row] = await db
        .update(jobs)
        .set({ ...freshCounts(), status: 'pending', claimedBy: null, heartbeatAt: null, updatedAt: now })
        .where(and(eq(jobs.id, id), eq(jobs.claimedBy, claimant)))
        .returning()
      return row ?? null
    },

    async readInput(id: string): Promise<JobInput | null> {
      const [input] = await db.select().from(jobInputs).where(eq(jobInputs.jobId, id))
      if (!input) return null
      // Which pieces there are first, then each piece in a statement of its own (as they were written).
      const pieces = await db
        .select({ position: jobInputFiles.position, part: jobInputFiles.part })
        .from(jobInputFiles)
        .where(eq(jobInputFiles.jobId, id))
        .orderBy(asc(jobInputFiles.position), asc(jobInputFiles.part))
      const files: Uint8Array[][] = []
      for (const { position, part } of pieces) {
        const [piece] = await db
          .select({ data: jobInputFiles.data })
          .from(jobInputFiles)
          .where(
            and(
              eq(jobInputFiles.jobId, id),
              eq(jobInputFiles.position, position),
              eq(jobInputFiles.part, part),
            ),
          )
        if (!piece) throw new Error(`job ${id}: piece ${part} of file ${position} went missing`)
        ;(files[position] ??= []).push(piece.data)
        await nextTurn()
      }
      const joined = Array.from({ length: files.length }, (_, position) =>
        Buffer.concat(files[position] ?? []),
      )
      return { params: input.params, files: joined }
    },

    /** The input of an ended job is no longer needed (its files' rows go with it). */
    deleteInput: (id: string) => db.delete(jobInputs).where(eq(jobInputs.jobId, id)),

    /**
     * Fails a job that cannot run again (it has no input: queued before inputs were kept), counting the
     * recipes it committed: its running count was saved every few hundred milliseconds and lagged.
     */
    async failInterrupted(id: string, claimant: string, reason: string, now: Date): Promise<JobRow | null> {
      const [row] = await db
        .update(jobs)
        .set({
          status: 'failed',
          reason,
          finishedAt: now,
          updatedAt: now,
          claimedBy: null,
          imported: sql`(select count(*)::int from ${recipes} where ${recipes.importJobId} = ${jobs.id})`,
        })
        .where(and(eq(jobs.id, id), eq(jobs.claimedBy, claimant)))
        .returning()
      return row ?? null
    },
  }
}

export type JobsRepository = ReturnType<typeof createJobsRepository>
