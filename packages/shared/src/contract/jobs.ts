import { z } from 'zod'
import { ZId, ZTimestamp } from './common.ts'
import { defineEndpoints } from './endpoint.ts'
import { ZImportFileFormat } from './imports.ts'

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const

/** A picture an import left out: the recipe came without it. `position` counts the recipe's pictures from 1. */
export const ZSkippedPicture = z.object({
  title: z.string(),
  position: z.number().int(),
  /** Where the picture was to come from; null for a picture inside the file. */
  url: z.string().nullable(),
  reason: z.string(),
})
export type TSkippedPicture = z.output<typeof ZSkippedPicture>

export const ZJobFile = z.object({
  name: z.string(),
  format: ZImportFileFormat,
  recipes: z.number().int(),
})
export type TJobFile = z.output<typeof ZJobFile>

export const ZJob = z.object({
  id: ZId,
  /** What kind of work, e.g. `import:paprika`. */
  type: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number().int().min(0).max(100),
  /** Entries to go through, when known. */
  total: z.number().int().nullable(),
  imported: z.number().int(),
  failed: z.number().int(),
  /** The recipes that could not be imported and why (the first few hundred); `file` in an import of several. */
  failures: z.array(z.object({ title: z.string(), reason: z.string(), file: z.string().optional() })),
  /** Recipes left out because the book already had them (an import asked to skip duplicates). */
  duplicatesSkipped: z.number().int(),
  /** Pictures left out of imported recipes: how many, and the first few hundred with the reason. */
  picturesSkipped: z.number().int(),
  skippedPictures: z.array(ZSkippedPicture),
  /** An import of several files: each file's name, the format recognised and the recipes it holds. */
  files: z.array(ZJobFile).nullable(),
  /** Why the job as a whole failed. */
  reason: z.string().nullable(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  finishedAt: ZTimestamp.nullable(),
})
export type TJob = z.output<typeof ZJob>

export const jobsEndpoints = defineEndpoints({
  'GET /jobs': {
    summary: 'My most recent jobs (imports), newest first',
    tag: 'jobs',
    access: 'user',
    response: z.object({ data: z.array(ZJob) }),
  },
  'GET /jobs/:id': {
    summary: 'A job of mine: status, progress, how many recipes were imported or failed, and why',
    tag: 'jobs',
    access: 'user',
    params: z.object({ id: ZId }),
    response: ZJob,
    errors: [404],
  },
})
