/** The OpenAPI document at /api/docs/json, generated from the contract's zod schemas, with a viewer at /api/docs. */
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { MAX_SOCKETS_PER_SESSION } from '@rosemary/shared/contract'

export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rosemary API',
        version,
        description:
          'Every answer is JSON. Errors look like `{"error": {"code", "message", "fields"?}}`. ' +
          'A 503 with the code `busy` carries a `Retry-After` header (seconds): the server turned the request ' +
          'away before doing anything, because more work is waiting than it will start soon. ' +
          'Send the session token as `Authorization: Bearer <token>`. Only the URLs a browser opens itself ' +
          '(print pages, exports, the live socket) also take it as `?token=`; the JSON API answers 401 to it. ' +
          'The live socket `/grip/ws?token=` carries `{type, data}` frames; it closes with 4401 when the token ' +
          'is refused, and with 4410 when its session ends while it is open (signed out, password changed or ' +
          'reset, account deleted, expired): either way, sign in again rather than reconnect. A session holds ' +
          `at most ${MAX_SOCKETS_PER_SESSION} sockets: a newer one closes its oldest with 4429, which should ` +
          'wait until it is needed again (its tab seen) rather than reconnect at once.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          queryToken: { type: 'apiKey', in: 'query', name: 'token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        // The viewer sets a few inline styles itself; only its own pages get this allowance.
        .replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'")
        // Over plain HTTP on a LAN (http://192.168.…) this would send the viewer's own scripts to an
        // https:// address that does not answer, leaving a blank page.
        .replace(/\s*upgrade-insecure-requests;?/, ''),
  })
}
