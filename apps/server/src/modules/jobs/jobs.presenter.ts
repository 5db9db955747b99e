import type { TJob } from '@rosemary/shared/contract'
import type { JobRow } from '../../db/schema/index.ts'
import { splitFailures } from './job-failures.ts'

export function presentJob(row: JobRow): TJob {
  const { failures, duplicatesSkipped } = splitFailures(row.failures)
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    progress: row.progress,
    total: row.total,
    imported: row.imported,
    failed: row.failed,
    failures,
    duplicatesSkipped,
    picturesSkipped: row.picturesSkipped,
    skippedPictures: row.skippedPictures,
    files: row.files,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}
