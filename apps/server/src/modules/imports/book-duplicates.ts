/**
 * Which recipes of an import the book already holds, so importing the same file twice does not double
 * the book. A recipe is already there when a recipe of the book has
 * - the same title and the same source (its source's name, or its address), the source not empty: the
 *   same recipe from the same place, even if the person edited its lines since; or
 * - the same content: title, ingredients and steps alike once compared without case, spacing or empty
 *   lines.
 * Recipes the import itself stores count by content only: two copies in one file are both kept unless
 * they are the same recipe word for word (two "Pancakes" from one source with different lines are two
 * recipes a file meant to hold).
 *
 * Nothing is stored for this: the job reads the person's recipes in keyset batches and keeps a short
 * digest of each key (16 bytes of SHA-256), so its memory grows by a few dozen bytes per recipe and
 * holds no recipe's text.
 */
import { createHash } from 'node:crypto'

/** The fields compared, as the recipe book stores them. */
export interface ComparedRecipe {
  title: string
  source: string
  url: string
  ingredients: string
  instructions: string
}

/** Text compared without case, accents written two ways, spacing, or empty lines. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split('\n')
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter((line) => line !== '')
    .join('\n')
}

function digest(...parts: string[]): string {
  // NUL never appears in stored text (recipe-input.ts), so the parts cannot run into each other.
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 22)
}

/** The key of a recipe's title, ingredients and steps. */
export function contentKey(recipe: ComparedRecipe): string {
  return digest(
    'content',
    normalizeText(recipe.title),
    normalizeText(recipe.ingredients),
    normalizeText(recipe.instructions),
  )
}

/** The keys of its title with its source's name and with its address, for those it has. */
export function sourceKeys(recipe: ComparedRecipe): string[] {
  const title = normalizeText(recipe.title)
  const keys: string[] = []
  const source = normalizeText(recipe.source)
  if (source !== '') keys.push(digest('source', title, source))
  const url = recipe.url.trim()
  if (url !== '') keys.push(digest('url', title, url))
  return keys
}

export interface DuplicateCheck {
  /** Whether the recipe is already in the book (or was stored by this import with the same content). */
  has(recipe: ComparedRecipe): boolean
  /** A recipe this import stores: a later copy of the same content is a duplicate. */
  add(recipe: ComparedRecipe): void
}

/** Recipes read at a time: a batch's text is all the memory the reading holds at once. */
export const BOOK_BATCH = 500

/**
 * The check over a person's book, read a batch at a time after the last recipe's key (`read` answers
 * the next batch after a cursor, null for the first).
 */
export async function readBook<Cursor>(
  read: (after: Cursor | null, limit: number) => Promise<(ComparedRecipe & { cursor: Cursor })[]>,
): Promise<DuplicateCheck> {
  const contents = new Set<string>()
  const sources = new Set<string>()
  let after: Cursor | null = null
  for (;;) {
    const rows = await read(after, BOOK_BATCH)
    for (const row of rows) {
      contents.add(contentKey(row))
      for (const key of sourceKeys(row)) sources.add(key)
    }
    const last = rows.at(-1)
    if (!last || rows.length < BOOK_BATCH) break
    after = last.cursor
  }
  return {
    has: (recipe) => contents.has(contentKey(recipe)) || sourceKeys(recipe).some((key) => sources.has(key)),
    // Only the content: the same title and source within one import are two recipes the file holds.
    add: (recipe) => void contents.add(contentKey(recipe)),
  }
}
