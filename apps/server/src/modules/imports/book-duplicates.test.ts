import { expect, test } from 'vitest'
import { BOOK_BATCH, type ComparedRecipe, normalizeText, readBook } from './book-duplicates.ts'

const recipe = (title: string, fields: Partial<ComparedRecipe> = {}): ComparedRecipe => ({
  title,
  source: '',
  url: '',
  ingredients: `${title} ingredients`,
  instructions: `${title} steps`,
  ...fields,
})

/** A book of these recipes, read as the repository reads it: after a cursor, at most `limit`. */
function bookOf(recipes: ComparedRecipe[]) {
  const reads: (number | null)[] = []
  const read = (after: number | null, limit: number) => {
    reads.push(after)
    const start = after === null ? 0 : after + 1
    return Promise.resolve(
      recipes.slice(start, start + limit).map((row, index) => ({ ...row, cursor: start + index })),
    )
  }
  return { reads, read }
}

test('text is compared without case, spacing, empty lines or the way an accent is written', () => {
  expect(normalizeText('  Crème\u00a0 BRÛLÉE \n\n\t2 eggs\n')).toBe(normalizeText('crème brûlée\n2 eggs'))
  expect(normalizeText('Cre\u0300me')).toBe(normalizeText('Crème'))
  expect(normalizeText('2 eggs')).not.toBe(normalizeText('3 eggs'))
})

test('the book is read in batches after the last recipe read, every batch counted', async () => {
  const recipes = Array.from({ length: BOOK_BATCH * 2 + 3 }, (_, index) => recipe(`Recipe ${index}`))
  const { reads, read } = bookOf(recipes)
  const check = await readBook(read)
  expect(reads).toEqual([null, BOOK_BATCH - 1, BOOK_BATCH * 2 - 1])
  expect(check.has(recipe('Recipe 0'))).toBe(true)
  expect(check.has(recipe(`Recipe ${BOOK_BATCH * 2 + 2}`))).toBe(true)
  expect(check.has(recipe('Recipe 0', { ingredients: 'something else' }))).toBe(false)
})

test('the same title with the same source name or address is already there; a title alone is not', async () => {
  const { read } = bookOf([
    recipe('Soup', { source: 'Good Food' }),
    recipe('Stew', { url: 'https://example.com/stew' }),
    recipe('Bread'),
  ])
  const check = await readBook(read)
  expect(check.has(recipe('SOUP', { source: 'good  food', ingredients: 'edited' }))).toBe(true)
  expect(check.has(recipe('Stew', { url: 'https://example.com/stew', ingredients: 'edited' }))).toBe(true)
  expect(check.has(recipe('Soup', { source: 'Other', ingredients: 'edited' }))).toBe(false)
  expect(check.has(recipe('Bread', { ingredients: 'edited' }))).toBe(false)
})

test('a recipe this import added counts by its content only', async () => {
  const check = await readBook(bookOf([]).read)
  const pancakes = recipe('Pancakes', { source: 'Nonna' })
  expect(check.has(pancakes)).toBe(false)
  check.add(pancakes)
  expect(check.has({ ...pancakes, instructions: 'Pancakes  steps\n' })).toBe(true)
  expect(check.has({ ...pancakes, ingredients: 'three eggs' })).toBe(false)
})
