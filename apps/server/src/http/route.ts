/**
 * Registers a route from its contract entry: the path, the zod schemas for validation, serialization and
 * the OpenAPI document, the session check and the success status all come from packages/shared, so a
 * handler only says what the endpoint does. Before the schemas, every string is checked for U+0000, which
 * no text column can store (nul-characters.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ResponseSerializationError, type ZodTypeProvider } from 'fastify-type-provider-zod'
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
import { AppError } from '../errors.ts'
import type { AuthSession } from './auth-session.ts'
import type { SessionHooks } from './authenticate.ts'
import { compileSerializer } from './compiled-serializer.ts'
import { rejectNul } from './nul-characters.ts'
import { serializeInTurns } from './serialize-in-turns.ts'

export interface RouteContext<E> {
  params: ParamsOf<E>
  query: QueryOf<E>
  body: BodyOf<E>
  session: E extends { access: 'user' | 'session' | 'admin' } ? AuthSession : AuthSession | null
  request: FastifyRequest
  reply: FastifyReply
}

export type RouteHandler<K extends EndpointName> = (
  context: RouteContext<Endpoints[K]>,
) => Promise<ResponseOf<Endpoints[K]>>

export interface RateLimit {
  max: number
  timeWindow: number
}

export interface RouteOptions {
  /** Requests per client address (TRUST_PROXY decides what that is). */
  rateLimit?: RateLimit
  /** Requests per signed-in account, from whatever addresses they come. */
  userRateLimit?: RateLimit
  /** The answer depends only on the user's recipe book and the URL: keep it (caching/library-cache.ts). */
  cache?: 'library'
  /** With `cache`: the requests whose answers are not kept after all. */
  cacheUnless?: (request: FastifyRequest) => boolean
  /** A larger JSON body than the app-wide limit (bytes). */
  bodyLimit?: number
  /** Served even while the database's queue is full (http/admission.ts): it needs no place in that line. */
  alwaysServe?: true
  /** The answer may hold thousands of items: checked and written in turns (serialize-in-turns.ts). */
  largeAnswer?: true
  /**
   * A hot route whose presenter builds every field: its answer is written by a serializer compiled from the
   * contract (compiled-serializer.ts) rather than checked by zod first. The OpenAPI document is unchanged.
   */
  compiledAnswer?: true
}

const JSON_TYPE = 'application/json; charset=utf-8'
const SIGNED_IN = new Set<Endpoint['access']>(['user', 'session', 'admin'])

function errorSchemas(endpoint: Endpoint, options: RouteOptions) {
  const statuses = new Set<number>(endpoint.errors ?? [])
  if (endpoint.params || endpoint.query || endpoint.body) statuses.add(400)
  if (SIGNED_IN.has(endpoint.access)) statuses.add(401)
  if (endpoint.access === 'session' || endpoint.access === 'admin') statuses.add(403)
  statuses.add(500)
  if (!options.alwaysServe) statuses.add(503)
  return Object.fromEntries([...statuses].map((status) => [status, ZApiError]))
}

export type Route = <K extends EndpointName>(key: K, handler: RouteHandler<K>, options?: RouteOptions) => void

/**
 * A preHandler (after the session is known) that answers 429 once the account used up its requests. The
 * route is in the key: a shared store (Redis) keeps every route's counts together.
 */
function limitPerUser(app: FastifyInstance, limit: RateLimit, key: string) {
  const count = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${key}:user:${request.session?.userId ?? request.ip}`,
  })
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await count(request)
    if (result.isAllowed || !result.isExceeded) return
    void reply.header('retry-after', result.ttlInSeconds)
    throw new AppError('too_many_requests', `Too many requests; try again in ${result.ttlInSeconds} seconds`)
  }
}

export function createRoute(app: FastifyInstance, sessionHooks: SessionHooks): Route {
  return (key, handler, options = {}) => {
    const endpoint: Endpoint = endpoints[key]
    const { method, path } = splitEndpointKey(key)
    const status = endpoint.status ?? 200
    const writeAnswer = options.compiledAnswer && compileSerializer(endpoint.response)
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
        ...(endpoint.access !== 'public' && { security: [{ bearer: [] }] }),
        ...(endpoint.multipart && { consumes: ['multipart/form-data'] }),
      },
      ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
      config: {
        ...(options.rateLimit && { rateLimit: options.rateLimit }),
        ...(options.cache === 'library' && { libraryCache: options.cacheUnless ?? true }),
        ...(!options.alwaysServe && { databaseBound: true }),
      },
      preValidation: rejectNul,
      ...(options.userRateLimit && { preHandler: limitPerUser(app, options.userRateLimit, key) }),
      ...(endpoint.access === 'user' && { onRequest: sessionHooks.require }),
      ...(endpoint.access === 'session' && { onRequest: sessionHooks.session }),
      ...(endpoint.access === 'admin' && { onRequest: sessionHooks.admin }),
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
        if (writeAnswer) return reply.code(status).type(JSON_TYPE).send(writeAnswer(result))
        if (!options.largeAnswer) return reply.code(status).send(result)
        const json = await serializeInTurns(endpoint.response, result).catch((error: unknown) => {
          throw error instanceof z.ZodError
            ? new ResponseSerializationError(method, path, { cause: error })
            : error
        })
        return reply.code(status).type(JSON_TYPE).send(json)
      },
    })
  }
}
