/**
 * The import endpoints: each takes a file in its multipart field (or, for web addresses, a JSON list),
 * checks it can be read, and starts a job.
 */
import {
  type CsvColumnMapping,
  IMPORT_FILE_FORMATS,
  IMPORT_FORMATS,
  type ImportFileFormat,
  type ImportFormatName,
  type TCsvColumnChoices,
  ZCsvColumnChoices,
} from '@rosemary/shared/contract'
import { AppError } from '../../errors.ts'
import type { Route, RouteHandler } from '../../http/route.ts'
import { ImportTooLargeError } from '../../formats/import/archive/budget.ts'
import { ImportFileError } from '../../formats/imported-recipe.ts'
import type { Parsing } from '../../workers/parsing.ts'
import type { CheckedFile, ImportOptions, ImportsService } from './imports.service.ts'
import { readImportFile, readImportFiles, type UploadedFile, type UploadedFiles } from './import-upload.ts'
import type { PepperplateService } from './pepperplate/pepperplate-client.ts'

/**
 * Reads the file through once before answering (in a worker, within the time limit), so that a file
 * unreadable anywhere (a truncated archive, a bomb deep inside, markup built to be slow) is answered 400
 * or 413 with the reason and nothing of it is imported, instead of failing halfway through a job. The job
 * then reads it again for real, with an unpack budget of its own: sharing the first reading's budget, a
 * file that unpacks to more than half the limit passed the check and then failed halfway through its job.
 */
export async function checkWhole(
  parsing: Parsing,
  format: ImportFileFormat,
  file: Uint8Array,
  field: string,
  /** Named in the message, when the request carries several files. */
  name?: string,
  /** A CSV file's columns as the person chose them. */
  columns?: CsvColumnMapping,
): Promise<CheckedFile> {
  try {
    const { total, file: data } = await parsing.checkImport(format, file, columns)
    return { format, total, data, ...(name !== undefined && { name }), ...(columns && { columns }) }
  } catch (error) {
    const message =
      error instanceof Error && name !== undefined ? `"${name}": ${error.message}` : String(error)
    if (error instanceof ImportTooLargeError)
      throw new AppError('payload_too_large', name === undefined ? error.message : message)
    if (error instanceof ImportFileError) {
      const said = name === undefined ? error.message : message
      throw new AppError('invalid_input', said, { [field]: said })
    }
    throw error
  }
}

const KNOWN_FORMATS = Object.values(IMPORT_FILE_FORMATS).join(', ')

/** Each file's format, recipe count, problem and CSV columns, the files given back (they move to a worker and back). */
async function recognizeAll(parsing: Parsing, files: UploadedFile[], options?: { count: boolean }) {
  const found = []
  for (const { name, data } of files) {
    const { format, recipes, problem, columns, file } = await parsing.recognize(data, options)
    found.push({ name, format, recipes, problem, columns, data: file })
  }
  return found
}

/** The multipart field "columns": the columns chosen per CSV file name, or none. */
function columnChoices(text: string | undefined, files: readonly UploadedFile[]): TCsvColumnChoices {
  if (text === undefined) return {}
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new AppError('invalid_input', 'The columns chosen are not JSON', { columns: 'not JSON' })
  }
  const parsed = ZCsvColumnChoices.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = ['columns', ...(issue?.path ?? []).map(String)].join('.')
    throw new AppError('invalid_input', `The columns chosen are not valid: ${issue?.message ?? ''}`, {
      [where]: issue?.message ?? 'not valid',
    })
  }
  const unknown = Object.keys(parsed.data).find((name) => !files.some((file) => file.name === name))
  if (unknown !== undefined) {
    const said = `Columns are chosen for "${unknown}", which is not among the files`
    throw new AppError('invalid_input', said, { columns: said })
  }
  return parsed.data
}

/** The format a file is read as: a CSV file's columns, when chosen, make it a CSV file read with them. */
function formatOf(
  found: Awaited<ReturnType<typeof recognizeAll>>[number],
  columns: CsvColumnMapping | undefined,
): ImportFileFormat {
  if (columns) {
    if (found.columns && (found.format === null || found.format === 'genericCsv')) return 'genericCsv'
    const said = found.format
      ? `"${found.name}" is read as ${IMPORT_FILE_FORMATS[found.format]}; columns are chosen only for a CSV file no app's reader knows`
      : `"${found.name}" is not a CSV file, so it has no columns to choose`
    throw new AppError('invalid_input', said, { columns: said })
  }
  if (found.format) return found.format
  const said = found.problem
    ? `"${found.name}": ${found.problem}`
    : found.columns
      ? `"${found.name}" reads as a CSV file, but no column is named like a recipe's title: choose the columns`
      : `"${found.name}" is not in a format Rosemary reads; it looked for ${KNOWN_FORMATS}.`
  throw new AppError('invalid_input', said, { files: said })
}

/**
 * Import files: every file recognised (not counted: it is read whole next) and checked whole, then one
 * job over all of them.
 */
async function importFiles(
  deps: { imports: ImportsService; parsing: Parsing },
  session: Parameters<ImportsService['startFiles']>[0],
  { files, texts }: UploadedFiles,
  options: ImportOptions,
) {
  const choices = columnChoices(texts.columns, files)
  const checked: CheckedFile[] = []
  for (const found of await recognizeAll(deps.parsing, files, { count: false })) {
    const columns = choices[found.name]
    const format = formatOf(found, columns)
    checked.push(await checkWhole(deps.parsing, format, found.data, 'files', found.name, columns))
  }
  const summary = checked.map(({ name, format, total }) => ({ name: name ?? '', format, recipes: total }))
  return deps.imports.startFiles(session, 'import:files', checked, options, summary)
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
      const checked = await checkWhole(deps.parsing, name, file, field)
      const job = await deps.imports.startFiles(session, `import:${name}`, [checked], query)
      return { jobId: job.id }
    }
    route(endpoint, handler)
  }

  route('POST /data/import/files', async ({ session, request, query }) => {
    const upload = await readImportFiles(request, 'files', ['columns'])
    const job = await importFiles(deps, session, upload, query)
    return { jobId: job.id }
  })

  // The addresses are checked (and repeats dropped) by the contract; each page is clipped in the job.
  route('POST /data/import/urls', async ({ session, body, query }) => {
    const job = await deps.imports.startAddresses(session, body.urls, query)
    return { jobId: job.id }
  })

  route('POST /data/import/files/recognize', async ({ request }) => {
    const { files } = await readImportFiles(request, 'files')
    const found = await recognizeAll(deps.parsing, files)
    return { files: found.map(({ data: _data, ...answer }) => answer) }
  })

  route('GET /scrape/pepperplate', async ({ session, query }) => {
    const { openPepperplate, signInToPepperplate } = await import('./pepperplate/pepperplate-client.ts')
    // Signed in now, so a wrong password is answered at once instead of becoming a failed job.
    // Its replies are read in a worker, within the time limit, like any file.
    const service = { ...deps.pepperplate, read: (text: string) => deps.parsing.readXml(text) }
    const token = await signInToPepperplate(service, query.username, query.password)
    const { total } = await openPepperplate(service, token)
    const job = await deps.imports.startPepperplate(session, token, total, {
      label: query.label,
      duplicates: query.duplicates,
    })
    return { jobId: job.id }
  })
}
