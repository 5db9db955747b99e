/**
 * Registers a route from its contract entry: the path, the zod schemas for validation, serialization and
 * the OpenAPI document, the session check and the success status all come from packages/shared, so a
 * handler only says what the endpoint does.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  type BodyOf,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  endpoints,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  splitEndpointKey,
  ZApiError,
} from '@rosemary/shared/contract'
import type { AuthSession } from '../modules/sessions/sessions.service.ts'
import type { SessionHooks } from './authenticate.ts'

export interface RouteContext<E> {
  params: ParamsOf<E>
  query: QueryOf<E>
  body: BodyOf<E>
  session: E extends { access: 'user' } ? AuthSession : AuthSession | null
  request: FastifyRequest
  reply: FastifyReply
}

export type RouteHandler<K extends EndpointName> = (
  context: RouteContext<Endpoints[K]>,
) => Promise<ResponseOf<Endpoints[K]>>

export interface RouteOptions {
  rateLimit?: { max: number; timeWindow: number }
  /** The answer depends only on the user's recipe book and the URL: keep it (caching/library-cache.ts). */
  cache?: 'library'
  /** A larger JSON body than the app-wide limit (bytes). */
  bodyLimit?: number
  /** Served even while the database's queue is full (http/admission.ts): it needs no place in that line. */
  alwaysServe?: true
}

function errorSchemas(endpoint: Endpoint, options: RouteOptions) {
  const statuses = new Set<number>(endpoint.errors ?? [])
  if (endpoint.params || endpoint.query || endpoint.body) statuses.add(400)
  if (endpoint.access === 'user') statuses.add(401)
  statuses.add(500)
  if (!options.alwaysServe) statuses.add(503)
  return Object.fromEntries([...statuses].map((status) => [status, ZApiError]))
}

export type Route = <K extends EndpointName>(key: K, handler: RouteHandler<K>, options?: RouteOptions) => void

export function createRoute(app: FastifyInstance, sessionHooks: SessionHooks): Route {
  return (key, handler, options = {}) => {
    const endpoint: Endpoint = endpoints[key]
    const { method, path } = splitEndpointKey(key)
    const status = endpoint.status ?? 200
    app.withTypeProvider<ZodTypeProvider>().route({
      method,
      url: `/api${path}`,
      schema: {
        summary: endpoint.summary,
        tags: [endpoint.tag],
        ...(endpoint.params && { params: endpoint.params }),
        ...(endpoint.query && { querystring: endpoint.query }),
        ...(endpoint.body && { body: endpoint.body }),
        response: { [status]: endpoint.response, ...errorSchemas(endpoint, options) },
        ...(endpoint.access !== 'public' && { security: [{ bearer: [] }, { queryToken: [] }] }),
        ...(endpoint.multipart && { consumes: ['multipart/form-data'] }),
      },
      ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
      config: {
        ...(options.rateLimit && { rateLimit: options.rateLimit }),
        ...(options.cache === 'library' && { libraryCache: true }),
        ...(!options.alwaysServe && { databaseBound: true }),
      },
      ...(endpoint.access === 'user' && { onRequest: sessionHooks.require }),
      ...(endpoint.access === 'optional' && { onRequest: sessionHooks.optional }),
      handler: async (request, reply) => {
        const context = {
          params: request.params,
          query: request.query,
          body: request.body,
          session: request.session,
          request,
          reply,
        } as RouteContext<Endpoints[typeof key]>
        const result = await handler(context)
        return reply.code(status).send(result)
      },
    })
  }
}
