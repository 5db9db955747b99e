/**
 * `npm run admin -- COMMAND [ARGUMENTS]`: what whoever runs the server does by hand, on the database the
 * server uses (DATA_DIR or DATABASE_URL, read from the environment as the server reads them). The
 * embedded database is one process's at a time: stop the server first. A command is added by listing
 * it in COMMANDS.
 */
import { ConfigError, loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { DataDirLockedError } from '../src/db/data-dir-lock.ts'
import { RedisUnavailableError } from '../src/redis/redis-connection.ts'
import type { AdminCommand } from './admin/admin-command.ts'
import { imagesFromS3 } from './admin/images-from-s3.ts'
import { imagesToS3 } from './admin/images-to-s3.ts'
import { resetLink } from './admin/reset-link.ts'
import { accountCommands } from './admin/account-commands.ts'

const COMMANDS: readonly AdminCommand[] = [resetLink, ...accountCommands, imagesToS3, imagesFromS3]

function usage(): string {
  const width = Math.max(...COMMANDS.map((command) => `${command.name} ${command.arguments}`.length))
  return [
    'Usage: npm run admin -- COMMAND [ARGUMENTS]',
    '',
    'Commands:',
    ...COMMANDS.map(
      (command) => `  ${`${command.name} ${command.arguments}`.padEnd(width)}  ${command.summary}`,
    ),
    '',
    'They work on the database the server uses (DATA_DIR or DATABASE_URL); with the embedded database',
    '(no DATABASE_URL), stop the server first.',
  ].join('\n')
}

async function main(args: readonly string[]): Promise<number> {
  const [name, ...rest] = args
  const command = COMMANDS.find((candidate) => candidate.name === name)
  if (!command) {
    if (name !== undefined && name !== 'help' && name !== '--help')
      console.error(`Unknown command: ${name}\n`)
    console.error(usage())
    return name === 'help' || name === '--help' ? 0 : 2
  }
  if (rest.length !== command.argumentCount) {
    console.error(`Usage: npm run admin -- ${command.name} ${command.arguments}`)
    return 2
  }
  const config = loadConfig()
  const database = await openDatabase(config)
  try {
    return await command.run(rest, {
      config,
      database,
      print: (line) => console.log(line),
      tell: (line) => console.error(line),
    })
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if ([ConfigError, DataDirLockedError, RedisUnavailableError].some((kind) => error instanceof kind))
      console.error((error as Error).message)
    else console.error('The command failed:', error)
    process.exit(1)
  },
)
