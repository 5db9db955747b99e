import { z } from 'zod'
import { toMultiLine, toSingleLine } from '../rules/plain-text.ts'

export const ZId = z.uuid({ error: 'Must be an id (UUID)' })
/** A time in an answer; a time a request names is a ZInstant (dates.ts), whose years are checked. */
export const ZTimestamp = z.iso.datetime({ offset: true })

/**
 * A name, title or list item: bidirectional overrides and control characters out (rules/plain-text.ts), line
 * breaks and tabs as spaces, trimmed. Every such field of the contract starts from it.
 */
export const ZSingleLine = z.string().overwrite(toSingleLine).trim()
/** A message, notes or a recipe's text: the same characters out, line breaks (as line feeds) and tabs kept. */
export const ZMultiLine = z.string().overwrite(toMultiLine)

export const ZOk = z.object({ ok: z.literal(true) })
export type TOk = z.output<typeof ZOk>

/**
 * Every code an error answer carries. `busy` (503) comes with a Retry-After header in seconds: the server
 * has more work waiting than it will start soon, and turned the request away before doing anything, so it
 * is safe to send again then. `unavailable` (503) is the health check's: the database does not answer.
 * `id_taken` (409): an id of the client's making already names something else. `site_blocked` (400, with
 * `fields.url` as invalid_input's): the site of a page to clip refused this server (a status that says so,
 * or a bot check in place of the page), so a browser that has the page open may clip it instead.
 */
export const API_ERROR_CODES = [
  'invalid_input',
  'site_blocked',
  'unauthorized',
  'registration_closed',
  'not_found',
  'forbidden',
  'already_requested',
  'email_taken',
  'handle_taken',
  'label_exists',
  'id_taken',
  'invalid_login',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal',
  'unavailable',
  'busy',
] as const
export type TApiErrorCode = (typeof API_ERROR_CODES)[number]

/** The one error shape of the API: a machine code, an English message, and the fields at fault. */
export const ZApiError = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type TApiError = z.output<typeof ZApiError>
