import type { TJob } from '@rosemary/shared/contract'
import type { JobRow } from '../../db/schema/index.ts'

export function presentJob(row: JobRow): TJob {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    progress: row.progress,
    total: row.total,
    imported: row.imported,
    failed: row.failed,
    failures: row.failures,
    duplicatesSkipped: row.duplicatesSkipped,
    picturesSkipped: row.picturesSkipped,
    skippedPictures: row.skippedPictures,
    files: row.files,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}
