/**
 * The first file of every backup: what made it and what it holds, so a restore can refuse a file that is not
 * a backup, or one made by a newer Rosemary, before it changes anything, and knows which migrations its rows
 * fit; and the last file, whose counts prove the archive was not cut short.
 */
import { z } from 'zod'

export const MANIFEST_NAME = 'rosemary-backup.json'
export const END_NAME = 'end.json'
export const BACKUP_FORMAT = 'rosemary-backup'
export const BACKUP_FORMAT_VERSION = 1

export const ZManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  createdAt: z.string(),
  /** Which engine the data came from: 'pglite' or 'postgres'. */
  source: z.string(),
  /** The schema the rows fit: how many migrations the database had had, and the last one's name (its tag). */
  schema: z.object({ migrations: z.number().int(), last: z.string() }),
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.object({ name: z.string(), type: z.string() })),
      rows: z.number().int().nonnegative(),
    }),
  ),
})
export type Manifest = z.infer<typeof ZManifest>

export const ZEnd = z.object({
  pictures: z.number().int().nonnegative(),
  /** Picture files the database names that the storage did not have (an upload that never finished). */
  missingPictures: z.array(z.string()),
})
export type End = z.infer<typeof ZEnd>
