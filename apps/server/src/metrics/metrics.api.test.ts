/** GET /metrics: off without METRICS_TOKEN, behind its bearer token with it, and what it counts. */
import type { FastifyInstance } from 'fastify'
import { describe, expect } from 'vitest'
import { buildApp } from '../app.ts'
import type { Database } from '../db/client.ts'
import { createJobsRepository } from '../modules/jobs/jobs.repository.ts'
import { type ApiClient, createApiClient } from '../test/api-client.ts'
import { type AppFixtures, buildTestApp, test } from '../test/fixtures.ts'
import { createLogCapture } from '../test/log-capture.ts'
import { createRecipe } from '../test/recipes.ts'
import { openSocket } from '../test/sockets.ts'
import { sampleOf } from './scrape-text.ts'

const TOKEN = 'metrics-token-for-the-tests-0123'
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8'

async function scrape(api: ApiClient): Promise<string> {
  const answer = await api.raw({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  })
  expect(answer.status).toBe(200)
  return answer.body as string
}

/** An app with metrics on, closed after the test. */
async function withMetrics(
  fixtures: AppFixtures,
  work: (app: FastifyInstance, api: ApiClient) => Promise<void>,
  readTimeoutMs?: number,
) {
  const app = await buildTestApp({
    ...fixtures,
    config: { ...fixtures.config, metricsToken: TOKEN },
    ...(readTimeoutMs !== undefined && { metricsReadTimeoutMs: readTimeoutMs }),
  })
  try {
    await work(app, createApiClient(app))
  } finally {
    await app.close()
  }
}

async function takeAllSlots(database: Database): Promise<() => void> {
  const { slots } = database.queue.limits
  const releases = await Promise.all(Array.from({ length: slots }, () => database.queue.acquire()))
  return () => releases.forEach((release) => release())
}

describe('GET /metrics', () => {
  test('without METRICS_TOKEN is the same 404 as any unknown path', async ({ api }) => {
    const metrics = await api.raw({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    const unknown = await api.raw({ method: 'GET', url: '/no-such-page' })
    expect(metrics.status).toBe(404)
    expect(metrics.body).toEqual(unknown.body)
  }, 60_000)

  test('asks for the token as a bearer header, and nothing else will do', async ({
    database,
    config,
    clock,
    mailer,
    bus,
    imageDir,
  }) => {
    const fixtures = { database, config, clock, mailer, bus, imageDir }
    await withMetrics(fixtures, async (_app, api) => {
      const refused = [
        await api.raw({ method: 'GET', url: '/metrics' }),
        await api.raw({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } }),
        await api.raw({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN.slice(1)}` },
        }),
        await api.raw({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } }),
        await api.raw({ method: 'GET', url: `/metrics?token=${TOKEN}` }),
        await api.raw({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
        }),
      ]
      expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 401))
      expect(refused[0]?.headers['www-authenticate']).toBe('Bearer realm="metrics"')
      expect(JSON.stringify(refused.map((answer) => answer.body))).not.toContain('http_requests_total')

      const answer = await api.raw({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `bearer ${TOKEN}` },
      })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-type']).toBe(PROMETHEUS_TEXT)
      const text = answer.body as string
      // The process's own: CPU, memory, event-loop lag.
      expect(sampleOf(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
      expect(sampleOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
      expect(sampleOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    })
  })

  test('counts requests by route pattern and status, with their durations and the cache', async ({
    database,
    config,
    clock,
    mailer,
    bus,
    imageDir,
    user,
  }) => {
    const fixtures = { database, config, clock, mailer, bus, imageDir }
    await withMetrics(fixtures, async (_app, api) => {
      const recipe = await createRecipe(api, user.token)
      const missing = '00000000-0000-4000-8000-000000000000'
      expect(
        (await api.call('GET /recipes/:id', { token: user.token, params: { id: recipe.id } })).status,
      ).toBe(200)
      expect(
        (await api.call('GET /recipes/:id', { token: user.token, params: { id: missing } })).status,
      ).toBe(404)
      const page = { token: user.token, query: { folder: 'main' as const } }
      await api.call('GET /recipes/by-page', page)
      const kept = await api.call('GET /recipes/by-page', page)
      expect(kept.headers['x-cache']).toBe('hit')
      await api.raw({ method: 'GET', url: `/no-such-page/${missing}` })

      const text = await scrape(api)
      const byId = { method: 'GET', route: '/api/recipes/:id' }
      expect(sampleOf(text, 'http_requests_total', { ...byId, status: '200' })).toBe(1)
      expect(sampleOf(text, 'http_requests_total', { ...byId, status: '404' })).toBe(1)
      expect(
        sampleOf(text, 'http_requests_total', { method: 'POST', route: '/api/recipes', status: '201' }),
      ).toBe(1)
      expect(sampleOf(text, 'http_requests_total', { route: '(unmatched)', status: '404' })).toBe(1)
      // Never a URL: no id, no unknown path.
      expect(text).not.toContain(recipe.id)
      expect(text).not.toContain(missing)
      expect(text).not.toContain('no-such-page')

      const byPage = { method: 'GET', route: '/api/recipes/by-page' }
      expect(sampleOf(text, 'http_request_duration_seconds_count', byPage)).toBe(2)
      expect(
        sampleOf(text, 'http_request_duration_seconds_bucket', { ...byPage, le: '0.001' }),
      ).toBeGreaterThanOrEqual(0)
      expect(sampleOf(text, 'http_request_duration_seconds_bucket', { ...byPage, le: '+Inf' })).toBe(2)
      expect(sampleOf(text, 'rosemary_library_cache_requests_total', { result: 'hit' })).toBe(1)
      expect(
        sampleOf(text, 'rosemary_library_cache_requests_total', { result: 'miss' }),
      ).toBeGreaterThanOrEqual(1)

      // The scrape before counts itself.
      const again = await scrape(api)
      expect(sampleOf(again, 'http_requests_total', { route: '/metrics', status: '200' })).toBe(1)
    })
  })

  test('follows the sockets open on /grip/ws', async ({
    database,
    config,
    clock,
    mailer,
    bus,
    imageDir,
    user,
  }) => {
    const fixtures = { database, config, clock, mailer, bus, imageDir }
    await withMetrics(fixtures, async (app, api) => {
      expect(sampleOf(await scrape(api), 'rosemary_sockets_open')).toBe(0)
      const { socket } = await openSocket(app, user.token)
      expect(sampleOf(await scrape(api), 'rosemary_sockets_open')).toBe(1)
      socket.close()
      await expect.poll(async () => sampleOf(await scrape(api), 'rosemary_sockets_open')).toBe(0)
    })
  })

  test('follows the jobs on record: queued, running, finished by outcome', async ({
    database,
    config,
    clock,
    mailer,
    bus,
    imageDir,
    user,
  }) => {
    const fixtures = { database, config, clock, mailer, bus, imageDir }
    const jobs = createJobsRepository(database.db)
    const kind = 'import:metrics-test'
    await withMetrics(fixtures, async (_app, api) => {
      expect(sampleOf(await scrape(api), 'rosemary_jobs', { kind })).toBeUndefined()
      const job = await jobs.insert({ userId: user.id, type: kind, total: null, now: new Date() })
      let text = await scrape(api)
      expect(sampleOf(text, 'rosemary_jobs', { kind, state: 'queued' })).toBe(1)
      expect(sampleOf(text, 'rosemary_jobs_readable')).toBe(1)
      await jobs.update(job.id, { status: 'running', updatedAt: new Date() })
      text = await scrape(api)
      expect(sampleOf(text, 'rosemary_jobs', { kind, state: 'running' })).toBe(1)
      expect(sampleOf(text, 'rosemary_jobs', { kind, state: 'queued' })).toBeUndefined()
      await jobs.update(job.id, { status: 'failed', updatedAt: new Date(), finishedAt: new Date() })
      text = await scrape(api)
      expect(sampleOf(text, 'rosemary_jobs', { kind })).toBeUndefined()
      expect(sampleOf(text, 'rosemary_jobs_finished', { kind, outcome: 'failed' })).toBe(1)
    })
  })

  test('shows the database queue and, on PostgreSQL, the pool', async ({
    database,
    config,
    clock,
    mailer,
    bus,
    imageDir,
  }) => {
    const fixtures = { database, config, clock, mailer, bus, imageDir }
    await withMetrics(fixtures, async (_app, api) => {
      const text = await scrape(api)
      expect(sampleOf(text, 'rosemary_db_queue_slots')).toBe(database.queue.limits.slots)
      expect(sampleOf(text, 'rosemary_db_queue_waiting')).toBe(0)
      expect(sampleOf(text, 'rosemary_db_queue_full')).toBe(0)
      expect(sampleOf(text, 'rosemary_db_queue_turned_away_total')).toBe(0)
      if (database.kind === 'postgres') {
        expect(sampleOf(text, 'rosemary_db_pool_connections')).toBeGreaterThanOrEqual(1)
        expect(sampleOf(text, 'rosemary_db_pool_idle_connections')).toBeGreaterThanOrEqual(0)
        expect(sampleOf(text, 'rosemary_db_pool_waiting')).toBe(0)
      } else {
        expect(sampleOf(text, 'rosemary_db_pool_connections')).toBeUndefined()
      }
    })
  })

  test('answers in bounded time with everything else while the database does not answer', async ({
    database,
    config,
    clock,
    mailer,
    bus,
    imageDir,
  }) => {
    const fixtures = { database, config, clock, mailer, bus, imageDir }
    await withMetrics(
      fixtures,
      async (_app, api) => {
        const free = await takeAllSlots(database)
        let text: string
        const started = performance.now()
        try {
          text = await scrape(api)
          // The read still waiting is asked once, not again by the next scrape.
          await scrape(api)
          expect(database.queue.waiting).toBe(1)
        } finally {
          free()
        }
        expect(performance.now() - started).toBeLessThan(5_000)
        expect(sampleOf(text, 'rosemary_jobs_readable')).toBe(0)
        expect(sampleOf(text, 'rosemary_db_queue_slots_in_use')).toBe(database.queue.limits.slots)
        expect(sampleOf(text, 'rosemary_db_queue_waiting')).toBe(1)
        expect(sampleOf(text, 'http_requests_total', { route: '/metrics' })).toBeUndefined()
        expect(sampleOf(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
        await expect.poll(async () => sampleOf(await scrape(api), 'rosemary_jobs_readable')).toBe(1)
      },
      200,
    )
  })

  test('counts the requests turned away while the database queue is full', async ({
    database,
    config,
    clock,
    mailer,
    bus,
    imageDir,
    user,
  }) => {
    const fixtures = { database, config, clock, mailer, bus, imageDir }
    await withMetrics(fixtures, async (_app, api) => {
      const free = await takeAllSlots(database)
      let inLine: Promise<unknown>[]
      try {
        const { maxWaiting } = database.queue.limits
        inLine = Array.from({ length: maxWaiting }, (_, index) =>
          api.call('GET /recipes/by-page', { token: user.token, query: { offset: index } }),
        )
        await expect.poll(() => database.queue.waiting, { timeout: 10_000 }).toBe(maxWaiting)
        const turnedAway = await api.call('GET /recipes/count', {
          token: user.token,
          query: { folder: 'main' },
        })
        expect(turnedAway.status).toBe(503)
        const text = await scrape(api)
        expect(sampleOf(text, 'rosemary_db_queue_full')).toBe(1)
        expect(sampleOf(text, 'rosemary_db_queue_turned_away_total')).toBe(1)
        expect(sampleOf(text, 'rosemary_jobs_readable')).toBe(0)
      } finally {
        free()
      }
      await Promise.all(inLine)
    })
  }, 60_000)

  test('never writes the token to the log, sent right or wrong', async ({
    database,
    config,
    mailer,
    bus,
  }) => {
    const capture = createLogCapture()
    const app = await buildApp({
      config: { ...config, metricsToken: TOKEN },
      database,
      mailer,
      bus,
      logger: capture.logger,
      webDistDir: null,
    })
    const api = createApiClient(app)
    try {
      const answers = [
        await api.raw({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }),
        await api.raw({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}-wrong` },
        }),
        await api.raw({ method: 'GET', url: `/metrics?token=${TOKEN}` }),
      ]
      expect(answers.map((answer) => answer.status)).toEqual([200, 401, 401])
    } finally {
      await app.close()
    }
    const log = capture.text()
    expect(log).toContain('/metrics')
    expect(log).not.toContain(TOKEN)
  })
})
