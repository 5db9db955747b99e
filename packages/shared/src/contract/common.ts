import { z } from 'zod'

export const ZId = z.uuid({ error: 'Must be an id (UUID)' })
export const ZTimestamp = z.iso.datetime({ offset: true })

export const ZOk = z.object({ ok: z.literal(true) })
export type TOk = z.output<typeof ZOk>

/** The one error shape of the API: a machine code, an English message, and the fields at fault. */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type TApiError = z.output<typeof ZApiError>
