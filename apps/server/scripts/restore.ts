/**
 * `npm run restore -- FILE`: a backup brought back into an empty database (a new DATA_DIR, or a new
 * PostgreSQL database named by DATABASE_URL) and its pictures into the storage. A backup made by an older
 * Rosemary is brought up to this one's schema; one made by a newer Rosemary is refused. The file is checked
 * before anything is created; the rows load in one transaction that commits only when the whole file has
 * been read. See src/backup/restore-backup.ts.
 */
import { openPictureStorage } from '../src/backup/picture-storage.ts'
import { openBackup } from '../src/backup/read-backup.ts'
import { checkRestorable, restoreBackup } from '../src/backup/restore-backup.ts'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { runCommand } from './backup/run-command.ts'

runCommand('restore', async (file) => {
  const config = loadConfig()
  const backup = await openBackup(file)
  checkRestorable(backup.manifest)
  const database = await openDatabase(config)
  try {
    const summary = await restoreBackup({ backup, database, storage: await openPictureStorage(config) })
    const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0)
    console.error(
      `Restored ${rows} rows of ${summary.tables.length} tables and ${summary.pictures} picture files ` +
        `from ${file} (made ${backup.manifest.createdAt} by Rosemary ${backup.manifest.appVersion})`,
    )
    const run = summary.migrationsRun
    if (run.length > 0)
      console.error(
        `The backup's schema was ${backup.manifest.schema.last}; the ${run.length} migrations since ` +
          `(${run[0]} to ${run.at(-1)}) ran over its rows`,
      )
  } finally {
    await backup.entries.return(undefined)
    await database.close()
  }
})
