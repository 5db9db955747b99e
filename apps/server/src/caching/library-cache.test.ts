/**
 * The library cache's hooks on a bare Fastify route: a kept answer is sent before the route checks the
 * request's query (that URL's query passed the checks when its answer was kept), and which answers are kept
 * is still decided on the checked query.
 */
import Fastify, { type FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { AuthSession } from '../http/auth-session.ts'
import { createLibraryCache } from './library-cache.ts'

function listApp(keep: true | ((request: FastifyRequest) => boolean)) {
  const app = Fastify()
  app.decorateRequest('session', null)
  createLibraryCache({ ttlMs: 60_000, now: () => new Date() }).register(app, () => undefined)
  const counts = { checked: 0, handled: 0 }
  app.get('/list', {
    config: { libraryCache: keep },
    onRequest: async (request) => {
      request.session = { userId: 'cook' } as AuthSession
    },
    // Stands for the route's checks (rejectNul, zod), which give the handler its query.
    preValidation: async (request) => {
      counts.checked++
      request.query = { social: (request.query as { friends?: string }).friends === 'true' }
    },
    handler: async () => ({ answer: ++counts.handled }),
  })
  return { app, counts }
}

describe('the library cache', () => {
  it('sends a kept answer before the route checks the query again', async () => {
    const { app, counts } = listApp(true)
    const first = await app.inject('/list?page=2')
    const again = await app.inject('/list?page=2')
    expect(again.headers['x-cache']).toBe('hit')
    expect(again.body).toBe(first.body)
    expect(counts).toEqual({ checked: 1, handled: 1 })
  })

  it('keeps only what the route allows, judged on the checked query', async () => {
    const { app, counts } = listApp((request) => (request.query as { social: boolean }).social)
    await app.inject('/list?friends=true')
    const again = await app.inject('/list?friends=true')
    expect(again.headers['x-cache']).toBeUndefined()
    await app.inject('/list?friends=false')
    expect((await app.inject('/list?friends=false')).headers['x-cache']).toBe('hit')
    expect(counts).toEqual({ checked: 3, handled: 3 })
  })
})
