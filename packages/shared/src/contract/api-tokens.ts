/**
 * Personal API tokens: a person's own scripts call the API with `Authorization: Bearer rsm_…`. A token is
 * shown once, when it is made; the server keeps only its digest. `read` tokens may only GET (403 on any
 * other method); neither kind may manage tokens, the account or the server (those need a session).
 */
import { z } from 'zod'
import { ZId, ZOk, ZSingleLine, ZTimestamp } from './common.ts'
import { defineEndpoints } from './endpoint.ts'

export const API_TOKEN_PREFIX = 'rsm_'
export const API_TOKEN_SCOPES = ['read', 'write'] as const
export type TApiTokenScope = (typeof API_TOKEN_SCOPES)[number]
/** How many tokens one account may keep. */
export const MAX_API_TOKENS = 50

export const ZCreateApiTokenRequest = z.object({
  name: ZSingleLine.min(1, { error: 'Name the token' }).max(100, {
    error: 'A token name has at most 100 characters',
  }),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'Must be read or write' }),
})
export type TCreateApiTokenRequest = z.input<typeof ZCreateApiTokenRequest>

/** The token itself, this once. */
export const ZCreatedApiToken = z.object({ id: ZId, token: z.string() })
export type TCreatedApiToken = z.output<typeof ZCreatedApiToken>

export const ZApiToken = z.object({
  id: ZId,
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  createdAt: ZTimestamp,
  /** When it last called the API (kept to the minute); null: never. */
  lastUsedAt: ZTimestamp.nullable(),
})
export type TApiToken = z.output<typeof ZApiToken>

export const apiTokensEndpoints = defineEndpoints({
  'GET /users/api-tokens': {
    summary: 'My personal API tokens, newest first (never the tokens themselves)',
    tag: 'api-tokens',
    access: 'session',
    response: z.object({ tokens: z.array(ZApiToken) }),
    errors: [403],
  },
  'POST /users/api-tokens': {
    summary: `Make a personal API token (read: GET only; write: everything but tokens, the account and administration); the token is in this answer only. 403 past ${MAX_API_TOKENS} tokens`,
    tag: 'api-tokens',
    access: 'session',
    status: 201,
    body: ZCreateApiTokenRequest,
    response: ZCreatedApiToken,
    errors: [403],
  },
  'DELETE /users/api-tokens/:id': {
    summary: 'Revoke one of my API tokens: it stops working at once',
    tag: 'api-tokens',
    access: 'session',
    params: z.object({ id: ZId }),
    response: ZOk,
    errors: [403, 404],
  },
})
