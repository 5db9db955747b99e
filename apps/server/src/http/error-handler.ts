/**
 * Every failure leaves as `{error: {code, message, fields?}}` with the status of the contract; anything
 * unexpected is logged with its stack and answered with a bare 500.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors.ts'

function send(reply: FastifyReply, code: ErrorCode, message: string, fields?: Record<string, string>) {
  return reply.code(ERROR_STATUS[code]).send({ error: { code, message, ...(fields && { fields }) } })
}

/** `/email` → `email`, `/items/0/title` → `items.0.title`; a whole-object issue is named by its part. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.')
  return path || (context ?? 'body')
}

const FRAMEWORK_ERRORS: Partial<Record<number, { code: ErrorCode; message: string }>> = {
  400: { code: 'invalid_input', message: 'The request could not be read' },
  413: { code: 'payload_too_large', message: 'The request body is too large' },
  415: { code: 'unsupported_media_type', message: 'Send the request body as application/json' },
  429: { code: 'too_many_requests', message: 'Too many requests; wait a minute and try again' },
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', error.retryAfterSeconds)
      return send(reply, error.code, error.message, error.fields)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        fields[fieldName(issue.instancePath, error.validationContext)] ??= issue.message ?? 'Invalid value'
      }
      return send(reply, 'invalid_input', 'Some fields are not valid', fields)
    }
    const known = error.statusCode ? FRAMEWORK_ERRORS[error.statusCode] : undefined
    if (known) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'The request body is not valid JSON' : known.message
      return send(reply, known.code, message)
    }
    request.log.error({ err: error }, 'request failed')
    return send(reply, 'internal', 'Something went wrong on the server')
  })

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return send(reply, 'not_found', `There is no ${request.method} ${request.url.split('?')[0]} endpoint`)
    }
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send('<!doctype html><title>Not found</title><p>Nothing here. <a href="/">Open Rosemary</a></p>')
  })
}
