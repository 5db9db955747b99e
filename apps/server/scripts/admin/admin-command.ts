/** What every `npm run admin` subcommand is: a name, its arguments, a line of help, and its work. */
import type { Config } from '../../src/config.ts'
import type { Database } from '../../src/db/client.ts'

export interface AdminContext {
  config: Config
  database: Database
  /** A line of the command's result, on standard output (what a script would read). */
  print: (line: string) => void
  /** A line for the person at the terminal (notes, errors), on standard error. */
  tell: (line: string) => void
}

export interface AdminCommand {
  name: string
  /** Its arguments as the usage line shows them, e.g. "EMAIL". */
  arguments: string
  summary: string
  /** How many arguments it takes: checked before the database is opened. */
  argumentCount: number
  /** The exit code: 0 when it did what was asked. */
  run: (args: readonly string[], context: AdminContext) => Promise<number>
}
