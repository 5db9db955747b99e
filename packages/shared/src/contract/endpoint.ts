/**
 * An endpoint is described once, here, and used three ways: the server validates and serializes with its
 * schemas, the OpenAPI document is generated from them, and the web client takes its types (type-only, so
 * zod never reaches the browser bundle). Keys read like the request line: "POST /users/login".
 * Besides its schemas, every request is refused with a 400 naming the field when any of its strings
 * (path, query, body, multipart field or file name) holds U+0000, which no text column can store.
 */
import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type EndpointKey = `${HttpMethod} /${string}`

export interface Endpoint {
  summary: string
  tag: string
  /**
   * `user` needs a session or a personal API token (a `read` one for GET only); `session` needs a session,
   * a token gets 403 (the account itself, its tokens, its devices); `admin` needs an administrator's session
   * (403 otherwise); `optional` uses a session or token when it is sent and valid; `public` ignores them.
   */
  access: 'user' | 'session' | 'admin' | 'optional' | 'public'
  /** Status of a successful answer; 200 unless given. */
  status?: 200 | 201 | 202
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  /** The body is multipart/form-data (uploads), read by the handler itself. */
  multipart?: true
  response: z.ZodType
  /** Error statuses worth documenting besides the ones every endpoint may answer. */
  errors?: readonly number[]
}

export type Contract = Record<EndpointKey, Endpoint>

export function defineEndpoints<const C extends Contract>(endpoints: C): C {
  return endpoints
}

/** What a handler receives once the server has validated the request. */
export type ParamsOf<E> = E extends { params: infer S extends z.ZodType }
  ? z.output<S>
  : Record<string, never>
export type QueryOf<E> = E extends { query: infer S extends z.ZodType } ? z.output<S> : Record<string, never>
export type BodyOf<E> = E extends { body: infer S extends z.ZodType } ? z.output<S> : undefined
export type ResponseOf<E> = E extends { response: infer S extends z.ZodType } ? z.output<S> : never

/** What a client sends, before the server's parsing (trims, defaults) runs. */
export type RequestOf<E> = (E extends { params: infer S extends z.ZodType }
  ? { params: z.input<S> }
  : unknown) &
  (E extends { query: infer S extends z.ZodType } ? { query: z.input<S> } : unknown) &
  (E extends { body: infer S extends z.ZodType } ? { body: z.input<S> } : unknown)

export function splitEndpointKey(key: EndpointKey): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ')
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) }
}
