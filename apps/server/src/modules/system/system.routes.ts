import type { TInstance } from '@rosemary/shared/contract'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { LinkAddressOf } from '../../http/link-address.ts'
import type { Route } from '../../http/route.ts'

/** What the operator set; the link address is the request's own. */
export type InstanceInfo = Omit<TInstance, 'links' | 'registrationEnabled'>

export function registerSystemRoutes(
  route: Route,
  deps: {
    database: Database
    instance: InstanceInfo
    linkAddress: LinkAddressOf
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
