/**
 * What the log may say about a request: never a secret, nor who someone is. The Authorization header is
 * redacted; URLs are read the way the server reads them (query keys percent-decoded, so `?%74oken=` is a
 * token too) and every secret- or person-named value goes (an address looked up through users/by-email,
 * a Pepperplate account's name), as does anything shaped like a session or API token or an e-mail address
 * wherever it stands; errors go through serializeError, which keeps SQL text but never its parameters.
 */
import type { FastifyRequest } from 'fastify'
import type { LoggerOptions } from 'pino'
import { serializeError } from './log-errors.ts'

const REDACTED = '[redacted]'
/**
 * Query keys whose values are secrets (session tokens for the browser-opened URLs; Pepperplate's sign-in
 * travels as `password=`, as the spec has it), matched on the decoded key, any case.
 */
const SECRET_KEY = /token|passw|secret|credential|signature|api[-_]?key|^\s*(key|sig|auth|code)\s*$/i
/** Query keys whose values name a person: users/by-email's `email`, Pepperplate's `username`. */
const PERSONAL_KEY = /e-?mail|user-?name|^\s*login\s*$/i
/** Our tokens are 256 random bits in base64url: 43 such characters standing alone. */
const TOKEN_SHAPED = /(?<![\w-])[\w-]{43}(?![\w-])/
/** A personal API token is one behind `rsm_` (API_TOKEN_PREFIX), which the pattern above does not see alone. */
const API_TOKEN_SHAPED = /rsm_[\w-]{43}(?![\w-])/i
/** Anything like an e-mail address, in a value or a path segment: someone's, whatever the key. */
const EMAIL_SHAPED = /[^\s@/?&=]@[^\s@/?&=]+\.[^\s@/?&=]/

/**
 * Percent-escapes of ASCII decoded, `+` as a space: enough to read a key's name or spot a token, both
 * ASCII, even where the rest of the text is not valid UTF-8 (a strict decoder would give up on it all).
 */
function decodeAscii(text: string): string {
  return text
    .replaceAll('+', ' ')
    .replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** Whether the text, decoded, holds a session token or an e-mail address. */
const holdsPrivate = (text: string) => {
  const decoded = decodeAscii(text)
  return TOKEN_SHAPED.test(decoded) || API_TOKEN_SHAPED.test(decoded) || EMAIL_SHAPED.test(decoded)
}

function redactPair(pair: string): string {
  const equals = pair.indexOf('=')
  const key = equals === -1 ? pair : pair.slice(0, equals)
  const value = equals === -1 ? '' : pair.slice(equals + 1)
  const name = decodeAscii(key)
  if (equals !== -1 && (SECRET_KEY.test(name) || PERSONAL_KEY.test(name))) return `${key}=${REDACTED}`
  if (holdsPrivate(key)) return REDACTED
  return holdsPrivate(value) ? `${key}=${REDACTED}` : pair
}

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  const redactedPath = path
    .split('/')
    .map((segment) => (holdsPrivate(segment) ? REDACTED : segment))
    .join('/')
  if (queryAt === -1) return redactedPath
  return `${redactedPath}?${url
    .slice(queryAt + 1)
    .split('&')
    .map(redactPair)
    .join('&')}`
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      // Headers wherever a logged object carries them: @fastify/multipart traces its busboy options,
      // request headers included.
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.headers.authorization',
        '*.headers.cookie',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
  }
}
