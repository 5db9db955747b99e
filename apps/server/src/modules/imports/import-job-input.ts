/**
 * What an import job keeps to run in any process (jobs' input, deleted when the job ends): which kind of
 * import, the person's options, each file's name, format, chosen columns and entry count; the files' bytes
 * travel beside it. Read back through a schema, so a kept input that is not what this server writes fails
 * its job with the reason instead of running on garbage.
 */
import { z } from 'zod'
import { IMPORT_DUPLICATES, ZCsvColumnMapping, ZImportFileFormat } from '@rosemary/shared/contract'

const ZOptions = z.object({
  label: z.string().optional(),
  duplicates: z.enum(IMPORT_DUPLICATES),
})

const ZFileParams = z.object({
  name: z.string().optional(),
  format: ZImportFileFormat,
  columns: ZCsvColumnMapping.optional(),
  total: z.number().int().min(0),
})

export const ZImportParams = z.discriminatedUnion('kind', [
  /** One file (each format's own endpoint) or several (import files): files[i] describes the i-th bytes. */
  z.object({ kind: z.literal('files'), options: ZOptions, files: z.array(ZFileParams).min(1) }),
  z.object({ kind: z.literal('urls'), options: ZOptions, addresses: z.array(z.string()) }),
  /**
   * The Pepperplate sign-in token (a secret of the person's, like a session): kept only until the job
   * ends, never logged.
   */
  z.object({ kind: z.literal('pepperplate'), options: ZOptions, token: z.string() }),
])
export type ImportParams = z.output<typeof ZImportParams>
export type ImportFileParams = z.output<typeof ZFileParams>

/** The kept parameters, or an error in words when they are not an import's. */
export function readImportParams(params: unknown, files: number): ImportParams {
  const parsed = ZImportParams.safeParse(params)
  if (!parsed.success) throw new Error('The import could not be read back from where it was kept.')
  if (parsed.data.kind === 'files' && parsed.data.files.length !== files)
    throw new Error('The files of the import were not all kept.')
  return parsed.data
}
