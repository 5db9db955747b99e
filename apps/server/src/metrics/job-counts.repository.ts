import { count } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { jobs } from '../db/schema/index.ts'

export interface JobCount {
  kind: string
  status: string
  count: number
}

/** The jobs on record by kind and status: one grouped count, read when Prometheus scrapes. */
export function createJobCountsRepository(db: Db) {
  return {
    countByKindAndStatus: (): Promise<JobCount[]> =>
      db
        .select({ kind: jobs.type, status: jobs.status, count: count() })
        .from(jobs)
        .groupBy(jobs.type, jobs.status),
  }
}
