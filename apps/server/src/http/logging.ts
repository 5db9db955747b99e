/**
 * Request logs never carry a token: the Authorization header is redacted and `token=` is cut out of URLs
 * (print pages, exports and the live socket take the token in the query), and neither is a `password=`.
 */
import type { FastifyRequest } from 'fastify'
import type { LoggerOptions } from 'pino'

export function redactUrl(url: string): string {
  // Pepperplate's sign-in travels in the query too (GET scrape/pepperplate, as the spec has it).
  return url.replace(/([?&](?:token|password)=)[^&#]*/gi, '$1[redacted]')
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  }
}
