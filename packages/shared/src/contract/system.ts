import { z } from 'zod'
import { defineEndpoints } from './endpoint.ts'

export const ZHealth = z.object({
  ok: z.literal(true),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
})
export type THealth = z.output<typeof ZHealth>

/** The longest name an operator may give the instance (INSTANCE_NAME). */
export const MAX_INSTANCE_NAME_LENGTH = 60

export const ZInstance = z.object({
  version: z.string(),
  registrationEnabled: z.boolean(),
  contactEmail: z.string().nullable(),
  /** What the operator calls this server; null: just Rosemary. */
  instanceName: z.string().nullable(),
  /** The self-hosted variant: "Self Hosted" after the menu title, and the sign-in pages' warnings. */
  selfHosted: z.boolean(),
  /** Feature flags as this instance sets them (spec §3), from its environment. */
  flags: z.object({
    enableContribution: z.boolean(),
    /** The install page and the menu's Download item. */
    enableInstallInstructions: z.boolean(),
    /** The setting that keeps the whole recipe book in the browser for use offline. */
    enableExperimentalOfflineCache: z.boolean(),
  }),
  /** Where the Contribute page sends people (an https page of the operator's); null while it is off. */
  contributeUrl: z.string().nullable(),
})
export type TInstance = z.output<typeof ZInstance>

export const systemEndpoints = defineEndpoints({
  'GET /health': {
    summary: 'Whether the server can serve requests (503 while it cannot)',
    tag: 'system',
    access: 'public',
    response: ZHealth,
    errors: [503],
  },
  'GET /instance': {
    summary:
      'What this Rosemary instance offers: version, open registration, who runs it and under what name, whether it shows the self-hosted notices, its feature flags (contribution off unless the operator sets ENABLE_CONTRIBUTION and CONTRIBUTE_URL; install instructions on unless ENABLE_INSTALL_INSTRUCTIONS is false; the offline recipe book off unless ENABLE_EXPERIMENTAL_OFFLINE_CACHE is true)',
    tag: 'system',
    access: 'public',
    response: ZInstance,
  },
})
