/**
 * Reading a Pepperplate account through its sync service: sign in for a token, count the recipes, then
 * fetch them a page at a time, each page continuing from the sync token of the one before. Whatever the
 * service does (not there, silent, endless or garbled answers, sync tokens in a circle), the result is an
 * ImportFileError with the reason: a 400 before the import starts, a failed job after. Replies are
 * parsed by the service's `read` (in a worker, see workers/parsing.ts): they are the service's to make as
 * large and as deep as it likes.
 */
import { AppError } from '../../../errors.ts'
import { readCapped, TooLargeError } from '../../../fetching/read-capped.ts'
import type { XmlElement } from '../../../formats/import/xml.ts'
import { ImportFileError, type ImportItem, type OpenedImport } from '../../../formats/imported-recipe.ts'
import { isDeleted, toPepperplateRecipe } from './pepperplate-recipe.ts'
import { childrenNamed, childText, envelope, findElement, readEnvelope, SYNC_SERVICE_PATH } from './soap.ts'

const PAGE_SIZE = 50
/** A page of fifty recipes is well under a megabyte; more is a service gone wrong. */
const MAX_REPLY_BYTES = 16 * 1024 * 1024
/** A safety net against a service that keeps handing out new sync tokens. */
const MAX_PAGES = 10_000

/** Reads a reply's XML; throws ImportFileError when it cannot. */
export type ReadReply = (text: string) => Promise<XmlElement>

/** Where the service is, how long one call may take, and what reads its replies (here, by default). */
export interface PepperplateService {
  url: string
  timeoutMs?: number
  read?: ReadReply
}

const readHere: ReadReply = async (text) => readEnvelope(text)

const DEFAULT_TIMEOUT_MS = 30_000
const UNREACHABLE = 'The Pepperplate service could not be reached; try again later.'

async function post(service: PepperplateService, action: string, parameters: [string, string | number][]) {
  const response = await fetch(`${service.url.replace(/\/+$/, '')}${SYNC_SERVICE_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"http://api.pepperplate.com/${action}"`,
    },
    body: envelope(action, parameters),
    signal: AbortSignal.timeout(service.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  })
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined)
    throw new ImportFileError(`The Pepperplate service answered with an error (HTTP ${response.status}).`)
  }
  // The time limit covers the body too: a service that stops halfway is given up on.
  return readCapped(response.body, MAX_REPLY_BYTES, response.headers.get('content-length'))
}

async function call(
  service: PepperplateService,
  action: string,
  parameters: [string, string | number][],
): Promise<XmlElement> {
  let reply: Uint8Array
  try {
    reply = await post(service, action, parameters)
  } catch (error) {
    if (error instanceof ImportFileError) throw error
    if (error instanceof TooLargeError) {
      throw new ImportFileError('The Pepperplate service sent an answer too large to read.')
    }
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new ImportFileError('The Pepperplate service did not answer in time; try again later.')
    }
    throw new ImportFileError(UNREACHABLE)
  }
  try {
    return await (service.read ?? readHere)(new TextDecoder().decode(reply))
  } catch {
    throw new ImportFileError('The Pepperplate service sent an answer that could not be read.')
  }
}

/** Signs in; a wrong email or password is the person's to fix (400), not a failed job. */
export async function signInToPepperplate(
  service: PepperplateService,
  email: string,
  password: string,
): Promise<string> {
  let reply
  try {
    reply = await call(service, 'GenerateLoginToken', [
      ['email', email],
      ['password', password],
    ])
  } catch (error) {
    if (error instanceof ImportFileError) throw new AppError('invalid_input', error.message)
    throw error
  }
  const status = childText(findElement(reply, 'GenerateLoginTokenResult'), 'Status')
  const token = childText(findElement(reply, 'GenerateLoginTokenResult'), 'Token')
  if (status === 'UnknownEmail') {
    throw new AppError('invalid_input', 'Pepperplate does not know that email.', {
      username: 'Unknown to Pepperplate',
    })
  }
  if (status === 'IncorrectPassword') {
    throw new AppError('invalid_input', 'That is not the Pepperplate password.', { password: 'Incorrect' })
  }
  if (!token) throw new AppError('invalid_input', 'Pepperplate did not accept the sign-in.')
  return token
}

async function countRecipes(service: PepperplateService, token: string): Promise<number> {
  try {
    const reply = await call(service, 'HasUpdates', [
      ['userToken', token],
      ['recipeSyncToken', ''],
      ['shoppingListSyncToken', ''],
      ['menuSyncToken', ''],
    ])
    return Number(childText(findElement(reply, 'HasUpdatesResult'), 'RecipeCount')) || 0
  } catch {
    // Only the progress bar needs the count.
    return 0
  }
}

async function* readRecipes(service: PepperplateService, token: string): AsyncGenerator<ImportItem> {
  let syncToken = ''
  const seen = new Set([syncToken])
  for (let page = 0; page < MAX_PAGES; page++) {
    const reply = await call(service, 'RetrieveRecipes', [
      ['userToken', token],
      ...(syncToken ? ([['syncToken', syncToken]] as [string, string][]) : []),
      ['count', PAGE_SIZE],
    ])
    const result = findElement(reply, 'RetrieveRecipesResult')
    const items = childrenNamed(childrenNamed(result, 'Items')[0], 'RecipeSync')
    for (const item of items) {
      if (isDeleted(item)) continue
      const recipe = toPepperplateRecipe(item)
      yield recipe.title
        ? { recipe }
        : { failure: { title: '(untitled)', reason: 'The recipe has no title.' } }
    }
    const next = childText(result, 'SynchronizationToken')
    // A token seen before would only hand out the same pages again, without end.
    if (items.length === 0 || !next || seen.has(next)) return
    seen.add(next)
    syncToken = next
  }
}

/** The account's recipes as an import: counted first (for progress), fetched as the import goes. */
export async function openPepperplate(service: PepperplateService, token: string): Promise<OpenedImport> {
  return { total: await countRecipes(service, token), items: () => readRecipes(service, token) }
}
