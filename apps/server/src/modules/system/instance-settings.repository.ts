import type { Db } from '../../db/client.ts'
import { instanceSettings } from '../../db/schema/index.ts'

/** The settings administrators changed, by name; the values as stored (whoever reads them checks them). */
export function createInstanceSettingsRepository(db: Db) {
  return {
    async all(): Promise<Map<string, unknown>> {
      const rows = await db.select().from(instanceSettings)
      return new Map(rows.map((row) => [row.name, row.value]))
    },

    async set(name: string, value: unknown, now: Date): Promise<void> {
      await db
        .insert(instanceSettings)
        .values({ name, value, updatedAt: now })
        .onConflictDoUpdate({ target: instanceSettings.name, set: { value, updatedAt: now } })
    },
  }
}

export type InstanceSettingsRepository = ReturnType<typeof createInstanceSettingsRepository>
