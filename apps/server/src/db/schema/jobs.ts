import type { ImportFileFormat } from '@rosemary/shared/contract'
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users.ts'

export const jobStatuses = ['pending', 'running', 'done', 'failed'] as const
export type JobStatus = (typeof jobStatuses)[number]

/** A recipe an import could not take, and why: shown to the person when the import ends. */
export interface JobFailure {
  title: string
  reason: string
  /** The file it came from, when the import took several. */
  file?: string
}

/** One file of an import of several: its name, the format recognised, and the recipes it holds. */
export interface JobFile {
  name: string
  format: ImportFileFormat
  recipes: number
}

/**
 * A picture an import left out (its recipe came without it), and why: which recipe, the picture's place among
 * the recipe's pictures (from 1), and its address when it had one (pictures inside the file have none).
 */
export interface JobSkippedPicture {
  title: string
  position: number
  url: string | null
  reason: string
}

/**
 * Long work a person waits for (imports), recorded so that its progress survives a closed tab and its end
 * survives a crash. Any process's worker claims a pending job (modules/jobs/job-worker.ts) and keeps
 * `heartbeatAt` fresh while it runs it; a running job whose heartbeat went stale is taken over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What kind of work, e.g. `import:paprika`. */
    type: text().notNull(),
    status: text({ enum: jobStatuses }).notNull().default('pending'),
    /** 0–100. */
    progress: smallint().notNull().default(0),
    /** Entries to go through, when known (recipes in a file). */
    total: integer(),
    imported: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    /** The first failures, each with the recipe's title and the reason (capped, see job-progress.ts). */
    failures: jsonb().$type<JobFailure[]>().notNull().default([]),
    /** Recipes left out as already in the book (imports skip them unless asked to keep duplicates). */
    duplicatesSkipped: integer().notNull().default(0),
    /** Pictures left out of imported recipes: how many, and the first ones with the reason (capped too). */
    picturesSkipped: integer().notNull().default(0),
    skippedPictures: jsonb().$type<JobSkippedPicture[]>().notNull().default([]),
    /** The files of an import of several (import files), in the order they were read; null otherwise. */
    files: jsonb().$type<JobFile[]>(),
    /** Why the job as a whole failed. */
    reason: text(),
    /** The attempt running it (its process and a random part), while running; null otherwise. */
    claimedBy: text(),
    /** Renewed by the running attempt every few seconds (the database's clock). */
    heartbeatAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('jobs_user_created_idx').on(table.userId, table.createdAt),
    index('jobs_status_idx').on(table.status),
  ],
)

export type JobRow = typeof jobs.$inferSelect

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/**
 * What a job needs to run, kept until it ends, so any process can run it (processes may not share a
 * disk): its parameters (what kind of import, its options, the files' names and formats) and, in
 * job_input_files, the bytes of each file uploaded. Deleted when the job ends, done or failed.
 */
export const jobInputs = pgTable('job_inputs', {
  jobId: uuid()
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  params: jsonb().$type<unknown>().notNull(),
})

export const jobInputFiles = pgTable(
  'job_input_files',
  {
    jobId: uuid()
      .notNull()
      .references(() => jobInputs.jobId, { onDelete: 'cascade' }),
    /** The file's place among the job's files, from 0. */
    position: smallint().notNull(),
    /**
     * The piece's place in its file, from 0: a file is kept in pieces of JOB_FILE_PIECE_BYTES, written and
     * read one statement each, so no single statement holds the embedded database (or the event loop, which
     * runs it) for the whole of a large upload.
     */
    part: integer().notNull().default(0),
    data: bytea().notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.position, table.part] })],
)
