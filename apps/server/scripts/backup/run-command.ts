/** What `npm run backup` and `npm run restore` share: one FILE argument, and failures said in one line. */
import { BackupFileError } from '../../src/backup/read-backup.ts'
import { RestoreRefusedError } from '../../src/backup/restore-backup.ts'
import { NewerSchemaError } from '../../src/backup/schema-level.ts'
import { ConfigError } from '../../src/config.ts'
import { DataDirLockedError } from '../../src/db/data-dir-lock.ts'

const EXPLAINED = [ConfigError, DataDirLockedError, BackupFileError, RestoreRefusedError, NewerSchemaError]

export function runCommand(name: 'backup' | 'restore', work: (file: string) => Promise<void>): void {
  const args = process.argv.slice(2)
  const file = args.length === 1 ? args[0] : undefined
  if (file === undefined || file === '--help' || file === '') {
    console.error(
      `Usage: npm run ${name} -- FILE\n\n` +
        (name === 'backup'
          ? 'Writes the database and the pictures to FILE (a .tar.gz).'
          : 'Brings back a backup into an empty data folder or an empty PostgreSQL database.') +
        '\nIt works on the database the server uses (DATA_DIR or DATABASE_URL); with the embedded database\n' +
        '(no DATABASE_URL), stop the server first.',
    )
    process.exit(args[0] === '--help' ? 0 : 2)
  }
  work(file).then(
    () => process.exit(0),
    (error: unknown) => {
      const failed = name === 'backup' ? 'The backup failed' : 'The restore failed; nothing was restored'
      if (EXPLAINED.some((kind) => error instanceof kind))
        console.error(`${failed}: ${(error as Error).message}`)
      else console.error(`${failed}:`, error)
      process.exit(1)
    },
  )
}
