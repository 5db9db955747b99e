/**
 * Errors a person or client can act on. Services throw them with a stable code, an English message and,
 * where one field is at fault, its name; the HTTP layer turns the code into a status.
 */
import type { TApiErrorCode } from '@rosemary/shared/contract'

/** The status of every code the contract lists, and no other code. */
export const ERROR_STATUS = {
  invalid_input: 400,
  site_blocked: 400,
  unauthorized: 401,
  registration_closed: 403,
  not_found: 404,
  email_taken: 406,
  handle_taken: 409,
  label_exists: 409,
  id_taken: 409,
  forbidden: 403,
  already_requested: 409,
  invalid_login: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
  busy: 503,
} as const satisfies Record<TApiErrorCode, number>

export type ErrorCode = keyof typeof ERROR_STATUS

export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields: Record<string, string> | undefined
  /** Sent as Retry-After: when it is worth asking again (a 429 that knows). */
  readonly retryAfterSeconds: number | undefined

  constructor(
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.fields = fields
    this.retryAfterSeconds = options.retryAfterSeconds
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code]
  }
}

export function notFound(what: string): AppError {
  return new AppError('not_found', `${what} was not found`)
}

/** True when a query failed on the named unique index (PostgreSQL error 23505), through any wrapping. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const details = cause as Error & { code?: string; constraint?: string }
    if (details.code === '23505') return details.constraint === constraint
  }
  return false
}
