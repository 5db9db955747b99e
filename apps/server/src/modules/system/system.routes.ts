import type { TInstance } from '@rosemary/shared/contract'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { LinkAddressOf } from '../../http/link-address.ts'
import type { Route } from '../../http/route.ts'

/** The most the readiness check waits on each of its answers. */
export const READY_TIME_LIMIT_MS = 2_000

async function answersWithin(check: () => Promise<void>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([
      check().then(
        () => null,
        (error: unknown) => error ?? 'failed',
      ),
      late,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** What the operator set; the link address is the request's own. */
export type InstanceInfo = Omit<TInstance, 'links'>

export function registerSystemRoutes(
  route: Route,
  deps: {
    database: Database
    instance: InstanceInfo
    linkAddress: LinkAddressOf
    /** Redis where it is configured. */
    redis?: { ping(timeoutMs: number): Promise<void> }
  },
) {
  // Both answer while the database's queue is full; the ping does not wait in that line either.
  route(
    'GET /health',
    async ({ request }) => {
      try {
        await deps.database.ping()
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer')
        throw new AppError('unavailable', 'The database is not reachable')
      }
      return { ok: true, database: deps.database.kind, version: deps.instance.version }
    },
    { alwaysServe: true },
  )
  // Readiness, for a load balancer: both asked at once, each within READY_TIME_LIMIT_MS.
  route(
    'GET /ready',
    async ({ request }) => {
      const { redis } = deps
      const [database, redisError] = await Promise.all([
        answersWithin(() => deps.database.ping(), READY_TIME_LIMIT_MS),
        redis ? answersWithin(() => redis.ping(READY_TIME_LIMIT_MS), READY_TIME_LIMIT_MS) : null,
      ])
      const failed: Record<string, string> = {}
      if (database) failed.database = 'does not answer'
      if (redisError) failed.redis = 'does not answer'
      if (database || redisError) {
        request.log.warn({ database, redis: redisError }, 'not ready')
        const names = Object.keys(failed).map((name) => (name === 'redis' ? 'Redis' : 'the database'))
        throw new AppError('unavailable', `Not ready: ${names.join(' and ')} does not answer`, failed)
      }
      return { ok: true, database: 'ok', redis: redis ? 'ok' : 'not configured' } as const
    },
    { alwaysServe: true },
  )
  route('GET /instance', async ({ request }) => ({ ...deps.instance, links: deps.linkAddress(request) }), {
    alwaysServe: true,
  })
}
