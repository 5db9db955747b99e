import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { type JobFile, type JobRow, jobs, recipes } from '../../db/schema/index.ts'

export type JobChanges = Partial<
  Pick<
    JobRow,
    | 'status'
    | 'progress'
    | 'total'
    | 'imported'
    | 'failed'
    | 'failures'
    | 'picturesSkipped'
    | 'skippedPictures'
    | 'reason'
    | 'finishedAt'
  >
> & { updatedAt: Date }

export function createJobsRepository(db: Db) {
  return {
    async insert(job: {
      userId: string
      type: string
      total: number | null
      files?: JobFile[] | undefined
      now: Date
    }): Promise<JobRow> {
      const [row] = await db
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
      return row
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

    async update(id: string, changes: JobChanges): Promise<JobRow | null> {
      const [row] = await db.update(jobs).set(changes).where(eq(jobs.id, id)).returning()
      return row ?? null
    },

    /**
     * Ends every job left pending or running (by a process that stopped); returns them. Their imported
     * count is taken from the recipes they committed: the running count was saved every few hundred
     * milliseconds and lagged the commits when the process died.
     */
    failUnfinished: (reason: string, now: Date) =>
      db
        .update(jobs)
        .set({
          status: 'failed',
          reason,
          finishedAt: now,
          updatedAt: now,
          imported: sql`(select count(*)::int from ${recipes} where ${recipes.importJobId} = ${jobs.id})`,
        })
        .where(inArray(jobs.status, ['pending', 'running']))
        .returning(),
  }
}

export type JobsRepository = ReturnType<typeof createJobsRepository>
