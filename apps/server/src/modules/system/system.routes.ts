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

/** How a failed readiness answer names what did not answer. */
const READY_NAMES = { database: 'the database', redis: 'Redis', storage: 'the picture storage' }

/** What the operator set; the link address is the request's own. */
export type InstanceInfo = Omit<TInstance, 'links' | 'registrationEnabled'>

export function registerSystemRoutes(
  route: Route,
  deps: {
    database: Database
    instance: InstanceInfo
    linkAddress: LinkAddressOf
    /** Redis where it is configured. */
    redis?: { ping(timeoutMs: number): Promise<void> }
    /** Where pictures are kept (DATA_DIR/images or a bucket): it can be written to, or the bucket answers. */
    storage: { check(): Promise<void> }
    /** What an administrator set, else the configuration (instance-settings.ts), without waiting. */
    registrationEnabled: () => boolean
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
  // Readiness, for a load balancer: the database, Redis and the picture storage asked at once, each within
  // READY_TIME_LIMIT_MS.
  route(
    'GET /ready',
    async ({ request }) => {
      const { redis } = deps
      const [database, redisError, storage] = await Promise.all([
        answersWithin(() => deps.database.ping(), READY_TIME_LIMIT_MS),
        redis ? answersWithin(() => redis.ping(READY_TIME_LIMIT_MS), READY_TIME_LIMIT_MS) : null,
        answersWithin(() => deps.storage.check(), READY_TIME_LIMIT_MS),
      ])
      const failures = { database, redis: redisError, storage }
      const failed = Object.fromEntries(
        Object.entries(failures)
          .filter(([, error]) => error)
          .map(([name]) => [name, 'does not answer']),
      )
      if (Object.keys(failed).length > 0) {
        request.log.warn(failures, 'not ready')
        const names = Object.keys(failed).map((name) => READY_NAMES[name as keyof typeof failures])
        throw new AppError('unavailable', `Not ready: ${names.join(' and ')} does not answer`, failed)
      }
      return { ok: true, database: 'ok', redis: redis ? 'ok' : 'not configured', storage: 'ok' } as const
    },
    { alwaysServe: true },
  )
  route(
    'GET /instance',
    async ({ request }) => ({
      ...deps.instance,
      registrationEnabled: deps.registrationEnabled(),
      links: deps.linkAddress(request),
    }),
    { alwaysServe: true },
  )
}
