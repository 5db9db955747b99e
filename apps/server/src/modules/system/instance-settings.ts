/**
 * The settings an administrator changes in the app, over the server's configuration (its environment),
 * which stays the default until they do. Only `registrationEnabled` today.
 *
 * `read` asks the database (signing up does, so a change holds at once in every process). `current` is what
 * GET /instance shows: the value last read, read again in the background once `cacheMs` passed, so that
 * the answer never waits in the database's line; a change made here shows at once, one made in another
 * process within `cacheMs`. A stored value that is not what it should be (an edit by hand) counts as unset.
 */
import type { FastifyBaseLogger } from 'fastify'
import { type TAdminSettings, ZAdminSettings } from '@rosemary/shared/contract'
import type { InstanceSettingsRepository } from './instance-settings.repository.ts'

export function createInstanceSettings(deps: {
  settings: InstanceSettingsRepository
  defaults: TAdminSettings
  now: () => Date
  cacheMs: number
  logger: FastifyBaseLogger
}) {
  const { settings, defaults, now } = deps
  let known: TAdminSettings = defaults
  let readAt = -Infinity
  let refreshing: Promise<unknown> | null = null

  async function read(): Promise<TAdminSettings> {
    const stored = await settings.all()
    const value = ZAdminSettings.shape.registrationEnabled.safeParse(stored.get('registrationEnabled'))
    known = { registrationEnabled: value.success ? value.data : defaults.registrationEnabled }
    readAt = now().getTime()
    return known
  }

  return {
    read,

    current(): TAdminSettings {
      if (now().getTime() - readAt >= deps.cacheMs && !refreshing)
        refreshing = read()
          .catch((error: unknown) =>
            deps.logger.error({ err: error }, 'could not read the instance settings'),
          )
          .finally(() => (refreshing = null))
      return known
    },

    async update(changes: Partial<TAdminSettings>): Promise<TAdminSettings> {
      if (changes.registrationEnabled !== undefined)
        await settings.set('registrationEnabled', changes.registrationEnabled, now())
      return read()
    },

    /** A background read still going on, awaited before the database closes. */
    settle: async () => {
      await refreshing
    },
  }
}

export type InstanceSettings = ReturnType<typeof createInstanceSettings>
