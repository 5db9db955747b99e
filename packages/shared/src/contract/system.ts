import { z } from 'zod'
import { defineEndpoints } from './endpoint.ts'

export const ZHealth = z.object({
  ok: z.literal(true),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
})
export type THealth = z.output<typeof ZHealth>

export const ZInstance = z.object({
  version: z.string(),
  registrationEnabled: z.boolean(),
  contactEmail: z.string().nullable(),
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
    summary: 'What this Rosemary instance offers: version, open registration, who runs it',
    tag: 'system',
    access: 'public',
    response: ZInstance,
  },
})
