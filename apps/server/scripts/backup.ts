/**
 * `npm run backup -- FILE`: the whole of Rosemary's data (every table of the database and every picture) in
 * one archive, from the database the server uses (DATA_DIR or DATABASE_URL, read from the environment as
 * the server reads them). With PostgreSQL the server may keep running; the embedded database is one
 * process's at a time, so stop the server first. See src/backup/write-backup.ts.
 */
import { openPictureStorage } from '../src/backup/picture-storage.ts'
import { writeBackup } from '../src/backup/write-backup.ts'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { runCommand } from './backup/run-command.ts'

runCommand('backup', async (file) => {
  const config = loadConfig()
  const database = await openDatabase(config)
  try {
    const summary = await writeBackup({ database, storage: await openPictureStorage(config), file })
    const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0)
    console.error(
      `Backed up ${rows} rows of ${summary.tables.length} tables and ${summary.pictures} picture files to ${file}`,
    )
    if (summary.missingPictures.length > 0)
      console.error(
        `${summary.missingPictures.length} picture files the database names were not in the storage: ` +
          summary.missingPictures.slice(0, 5).join(', '),
      )
  } finally {
    await database.close()
  }
})
