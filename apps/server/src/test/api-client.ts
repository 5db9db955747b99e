/** Calls the app in-process by contract key, the way the web client does, for readable API tests. */
import type { FastifyInstance, InjectOptions } from 'fastify'
import {
  type EndpointName,
  type Endpoints,
  type RequestOf,
  splitEndpointKey,
} from '@rosemary/shared/contract'

export interface ApiResponse {
  status: number
  body: unknown
  headers: Record<string, unknown>
  /** The bytes as sent, for binary answers such as images. */
  rawPayload: Buffer
}

type Input<K extends EndpointName> = Partial<RequestOf<Endpoints[K]>> & { token?: string | undefined }

/** For input the contract's types forbid on purpose: bad values a client might still send. */
export interface LooseInput {
  params?: Record<string, string>
  query?: Record<string, unknown>
  body?: unknown
  token?: string | undefined
}

export interface ApiClient {
  call<K extends EndpointName>(key: K, input?: Input<K>): Promise<ApiResponse>
  /** The same as `call`, typed loosely, for tests of invalid input. */
  callLoose(key: EndpointName, input: LooseInput): Promise<ApiResponse>
  /** For bodies the contract would not allow: malformed JSON, wrong types, unknown routes. */
  raw(options: InjectOptions): Promise<ApiResponse>
}

function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? `:${name}`))
}

export function createApiClient(app: FastifyInstance): ApiClient {
  const raw = async (options: InjectOptions): Promise<ApiResponse> => {
    const response = await app.inject(options)
    const isJson =
      (response.headers['content-type'] ?? '').includes('json') && !response.headers['content-encoding']
    return {
      status: response.statusCode,
      body: isJson ? response.json() : response.body,
      headers: response.headers,
      rawPayload: response.rawPayload,
    }
  }
  return {
    raw,
    call(key, input = {}) {
      return this.callLoose(key, input)
    },
    callLoose(key, { params, query, body, token }) {
      const { method, path } = splitEndpointKey(key)
      return raw({
        method,
        url: `/api${fillPath(path, params)}`,
        ...(query && { query: query as Record<string, string> }),
        ...(body !== undefined && { payload: body as InjectOptions['payload'] }),
        ...(token && { headers: { authorization: `Bearer ${token}` } }),
      })
    },
  }
}
