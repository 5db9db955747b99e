import { z } from 'zod'
import { ZId } from './common.ts'
import { defineEndpoints } from './endpoint.ts'
import { ZLabelTitle } from './recipes.ts'

/** An import file may be this large; bigger uploads are refused with 413 before anything is read. */
export const MAX_IMPORT_UPLOAD_BYTES = 64 * 1024 * 1024

/** Each import format: its endpoint and the multipart field the file travels in (spec §7). */
export const IMPORT_FORMATS = {
  paprika: { endpoint: 'POST /data/import/paprika', field: 'paprikadb' },
  jsonLd: { endpoint: 'POST /data/import/json-ld', field: 'jsonLD' },
  cookmate: { endpoint: 'POST /data/import/cookmate', field: 'cookmatedb' },
  fdx: { endpoint: 'POST /import/fdxz', field: 'fdxzdb' },
  livingCookbook: { endpoint: 'POST /import/livingcookbook', field: 'lcbdb' },
} as const
export type ImportFormatName = keyof typeof IMPORT_FORMATS

const ZImportQuery = z.object({
  /** A label put on every recipe of this import, besides the labels the file gives them. */
  label: ZLabelTitle.optional(),
})

export const ZJobStarted = z.object({ jobId: ZId })
export type TJobStarted = z.output<typeof ZJobStarted>

const importEndpoint = (what: string, field: string) =>
  ({
    summary: `Import ${what} (multipart field "${field}"); runs as a job (GET /jobs/{id})`,
    tag: 'import',
    access: 'user',
    status: 202,
    multipart: true,
    query: ZImportQuery,
    response: ZJobStarted,
    errors: [400, 413],
  }) as const

export const importsEndpoints = defineEndpoints({
  'POST /data/import/paprika': importEndpoint('a Paprika export (.paprikarecipes)', 'paprikadb'),
  'POST /data/import/json-ld': importEndpoint('schema.org recipes in JSON-LD (.json)', 'jsonLD'),
  'POST /data/import/cookmate': importEndpoint('a Cookmate export (.mcb or its XML)', 'cookmatedb'),
  'POST /import/fdxz': importEndpoint('a Living Cookbook export (.fdx or .fdxz)', 'fdxzdb'),
  'POST /import/livingcookbook': importEndpoint('a Living Cookbook database (.lcb)', 'lcbdb'),
  'GET /scrape/pepperplate': {
    summary:
      'Import every recipe of a Pepperplate account; runs as a job, progress as import:pepperplate:* frames',
    tag: 'import',
    access: 'user',
    status: 202,
    query: ZImportQuery.extend({
      username: z.string().trim().min(1, { error: 'Enter your Pepperplate email' }).max(320),
      password: z.string().min(1, { error: 'Enter your Pepperplate password' }).max(1000),
    }),
    response: ZJobStarted,
    errors: [400],
  },
})
