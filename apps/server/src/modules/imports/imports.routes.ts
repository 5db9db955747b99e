/** The import endpoints: each takes a file in its multipart field, checks it can be read, and starts a job. */
import { IMPORT_FORMATS, type ImportFormatName } from '@rosemary/shared/contract'
import { AppError } from '../../errors.ts'
import type { Route, RouteHandler } from '../../http/route.ts'
import { ImportTooLargeError } from '../../formats/import/archive/budget.ts'
import { ImportFileError, type OpenedImport } from '../../formats/imported-recipe.ts'
import type { Parsing } from '../../workers/parsing.ts'
import type { ImportsService } from './imports.service.ts'
import { readImportFile } from './import-upload.ts'
import type { PepperplateService } from './pepperplate/pepperplate-client.ts'

/**
 * Opens the file and reads it through once before answering (in a worker, within the time limit), so
 * that a file unreadable anywhere (a truncated archive, a bomb deep inside, markup built to be slow) is
 * answered 400 or 413 with the reason and nothing of it is imported, instead of failing halfway through
 * a job. The job then opens it again and reads it for real, with an unpack budget of its own: sharing the
 * first reading's budget, a file that unpacks to more than half the limit passed the check and then
 * failed halfway through its job.
 */
export async function openWhole(
  parsing: Parsing,
  format: ImportFormatName,
  file: Uint8Array,
  field: string,
): Promise<OpenedImport> {
  try {
    return await parsing.openImport(format, file)
  } catch (error) {
    if (error instanceof ImportTooLargeError) throw new AppError('payload_too_large', error.message)
    if (error instanceof ImportFileError)
      throw new AppError('invalid_input', error.message, { [field]: error.message })
    throw error
  }
}

export function registerImportsRoutes(
  route: Route,
  deps: { imports: ImportsService; parsing: Parsing; pepperplate: PepperplateService },
) {
  for (const [name, { endpoint, field }] of Object.entries(IMPORT_FORMATS) as [
    ImportFormatName,
    (typeof IMPORT_FORMATS)[ImportFormatName],
  ][]) {
    const handler: RouteHandler<typeof endpoint> = async ({ session, request, query }) => {
      const file = await readImportFile(request, field)
      const opened = await openWhole(deps.parsing, name, file, field)
      const job = await deps.imports.start(session, `import:${name}`, opened, query.label)
      return { jobId: job.id }
    }
    route(endpoint, handler)
  }

  route('GET /scrape/pepperplate', async ({ session, query }) => {
    const { openPepperplate, signInToPepperplate } = await import('./pepperplate/pepperplate-client.ts')
    // Signed in now, so a wrong password is answered at once instead of becoming a failed job.
    // Its replies are read in a worker, within the time limit, like any file.
    const service = { ...deps.pepperplate, read: (text: string) => deps.parsing.readXml(text) }
    const token = await signInToPepperplate(service, query.username, query.password)
    const opened = await openPepperplate(service, token)
    const job = await deps.imports.startPepperplate(session, opened, query.label)
    return { jobId: job.id }
  })
}
