/**
 * Reading a Pepperplate account through its sync service: sign in for a token, count the recipes, then
 * fetch them a page at a time, each page continuing from the sync token of the one before. Replies are
 * read by `read` (in a worker, see workers/parsing.ts): they are the service's to make as large as it likes.
 */
import { AppError } from '../../../errors.ts'
import type { XmlElement } from '../../../formats/import/xml.ts'
import { ImportFileError, type ImportItem, type OpenedImport } from '../../../formats/imported-recipe.ts'
import { isDeleted, toPepperplateRecipe } from './pepperplate-recipe.ts'
import { childrenNamed, childText, envelope, findElement, SYNC_SERVICE_PATH } from './soap.ts'

/** Reads a reply's XML; throws ImportFileError when it cannot. */
export type ReadReply = (text: string) => Promise<XmlElement>

const PAGE_SIZE = 50
const TIMEOUT_MS = 30_000
/** A safety net against a service that keeps handing out the same sync token. */
const MAX_PAGES = 10_000

async function call(
  baseUrl: string,
  action: string,
  parameters: [string, string | number][],
  read: ReadReply,
) {
  let response: Response
  try {
    response = await fetch(`${baseUrl.replace(/\/+$/, '')}${SYNC_SERVICE_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/xml; charset=utf-8',
        soapaction: `"http://api.pepperplate.com/${action}"`,
      },
      body: envelope(action, parameters),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    throw new ImportFileError('The Pepperplate service could not be reached; try again later.')
  }
  const text = await response.text()
  if (!response.ok)
    throw new ImportFileError(`The Pepperplate service answered with an error (HTTP ${response.status}).`)
  return read(text)
}

/** Signs in; a wrong email or password is the person's to fix (400), not a failed job. */
export async function signInToPepperplate(
  baseUrl: string,
  email: string,
  password: string,
  read: ReadReply,
): Promise<string> {
  let reply
  try {
    reply = await call(
      baseUrl,
      'GenerateLoginToken',
      [
        ['email', email],
        ['password', password],
      ],
      read,
    )
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

async function countRecipes(baseUrl: string, token: string, read: ReadReply): Promise<number> {
  try {
    const reply = await call(
      baseUrl,
      'HasUpdates',
      [
        ['userToken', token],
        ['recipeSyncToken', ''],
        ['shoppingListSyncToken', ''],
        ['menuSyncToken', ''],
      ],
      read,
    )
    return Number(childText(findElement(reply, 'HasUpdatesResult'), 'RecipeCount')) || 0
  } catch {
    // Only the progress bar needs the count.
    return 0
  }
}

async function* readRecipes(baseUrl: string, token: string, read: ReadReply): AsyncGenerator<ImportItem> {
  let syncToken = ''
  for (let page = 0; page < MAX_PAGES; page++) {
    const reply = await call(
      baseUrl,
      'RetrieveRecipes',
      [
        ['userToken', token],
        ...(syncToken ? ([['syncToken', syncToken]] as [string, string][]) : []),
        ['count', PAGE_SIZE],
      ],
      read,
    )
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
    if (items.length === 0 || !next || next === syncToken) return
    syncToken = next
  }
}

/** The account's recipes as an import: counted first (for progress), fetched as the import goes. */
export async function openPepperplate(
  baseUrl: string,
  token: string,
  read: ReadReply,
): Promise<OpenedImport> {
  return { total: await countRecipes(baseUrl, token, read), items: () => readRecipes(baseUrl, token, read) }
}
