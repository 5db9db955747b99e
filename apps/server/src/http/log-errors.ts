/**
 * Errors as the log writes them: what failed and where, never the values it failed on. A query error from
 * Drizzle carries the statement's parameters (a password hash, a token's digest, whatever a person typed)
 * in its message, its stack and a field of its own, and the database's error can quote a value in its
 * message or detail. So every error is written from a list of fields known to be safe: a query by its SQL
 * text, a database error by its codes.
 */

/** Fields that say what went wrong without carrying what was sent: status and system codes, addresses. */
const SAFE_FIELDS = ['code', 'statusCode', 'errno', 'syscall', 'address', 'port'] as const
/** A PostgreSQL error (node-postgres and PGlite alike) without its message, detail, hint or where. */
const DATABASE_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint']
const MAX_DEPTH = 5

export interface LoggedError {
  type: string
  message: string
  stack?: string
  query?: string
  cause?: LoggedError
  errors?: LoggedError[]
  [field: string]: unknown
}

type Fields = Error & Record<string, unknown>

function isQueryError(error: Fields): boolean {
  return typeof error.query === 'string' && 'params' in error
}

function isDatabaseError(error: Fields): boolean {
  return (
    typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string'
  )
}

function pick(error: Fields, names: readonly string[]): Record<string, unknown> {
  const kept: Record<string, unknown> = {}
  for (const name of names) {
    const value = error[name]
    if (typeof value === 'string' || typeof value === 'number') kept[name] = value
  }
  return kept
}

/** The stack's frames under our own first line: the original first lines repeat the message. */
function framesOf(error: Error, header: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line))
  return [header, ...frames].join('\n')
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) }
  const fields = error as Fields
  let type = error.constructor.name || error.name
  let logged: LoggedError
  // The database's own error first: PGlite's also carries the query and its parameters.
  if (isDatabaseError(fields)) {
    type = 'DatabaseError'
    const database = pick(fields, DATABASE_FIELDS)
    logged = { type, message: `database error ${String(database.code)}`, ...database }
  } else if (isQueryError(fields)) {
    const query = fields.query as string
    logged = { type, message: `Failed query: ${query}`, query }
  } else {
    logged = { type, message: error.message, ...pick(fields, SAFE_FIELDS) }
  }
  const stack = framesOf(error, `${type}: ${logged.message}`)
  if (stack) logged.stack = stack
  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) logged.cause = serializeError(error.cause, depth + 1)
    if (error instanceof AggregateError) {
      logged.errors = (error.errors as unknown[]).map((inner) => serializeError(inner, depth + 1))
    }
  }
  return logged
}
