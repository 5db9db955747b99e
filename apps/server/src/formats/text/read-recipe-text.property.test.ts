import fc from 'fast-check'
import { expect, test } from 'vitest'
import { linesOfText, readRecipeText, type TextRecipe } from './read-recipe-text.ts'

/** Pieces recipes are made of, in several languages, and the characters that trip readers up. */
const piece = fc.constantFrom(
  'Ingredients',
  'Zutaten für 4 Personen:',
  'Préparation :',
  '作り方',
  'Notes',
  'Tip: ',
  '2 eggs',
  '200 g Mehl',
  '½ cup milk',
  'sale q.b.',
  '砂糖 大さじ1',
  'For the sauce:',
  'Mix well.',
  'stir in the flour and',
  'Bake 20 minutes.',
  'Serves 4',
  'Prep 10 min | Cook 20 min',
  'Hi Anna,',
  'Love,',
  '1.',
  'Step 2:',
  '• ',
  '- ',
  '# ',
  '**',
  '[',
  ']',
  ':',
  '-',
  ' ',
  '\t',
  '\n',
  '\n\n',
  '\r\n',
)
/** A line: a piece or two, perhaps with arbitrary text around them. */
const line = fc
  .array(fc.oneof({ weight: 4, arbitrary: piece }, fc.string({ unit: 'binary', maxLength: 8 })), {
    minLength: 1,
    maxLength: 3,
  })
  .map((parts) => parts.join(''))
const text = fc.oneof(
  { weight: 4, arbitrary: fc.array(line, { maxLength: 40 }).map((lines) => lines.join('\n')) },
  fc.array(fc.oneof(piece, fc.string({ maxLength: 12 })), { maxLength: 60 }).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme-composite', maxLength: 300 }),
)

/** Letters and digits only: joined, unbulleted and bracketed lines still read as a piece of the input. */
const squeeze = (value: string) => value.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '')
/** A total added up from the preparation and cooking times is written by the reader ("1 h 5 min"). */
const SUMMED = /^(?:\d+ d)?(?: ?\d+ h)?(?: ?\d+ min)?$/u

function outputLines(recipe: TextRecipe): string[] {
  return [
    recipe.title,
    recipe.yield,
    recipe.activeTime,
    ...(SUMMED.test(recipe.totalTime) ? [] : [recipe.totalTime]),
    ...recipe.description.split('\n'),
    ...recipe.notes.split('\n'),
    ...recipe.ingredients,
    ...recipe.instructions,
  ]
}

test('any text is read quickly, without throwing, into lines that all come from it', () => {
  let read = 0
  fc.assert(
    fc.property(text, (input) => {
      const started = performance.now()
      const recipe = readRecipeText(linesOfText(input))
      expect(performance.now() - started).toBeLessThan(1_000)
      if (!recipe) return
      read += 1
      const source = squeeze(input)
      for (const line of outputLines(recipe)) expect(source).toContain(squeeze(line))
      expect(recipe.ingredients.length).toBeGreaterThan(0)
      expect(recipe.instructions.length).toBeGreaterThan(0)
    }),
    { numRuns: 2_000 },
  )
  // The texts are recipes often enough for the lines to be checked.
  expect(read).toBeGreaterThan(100)
})

test('a text at the size limit, built to be slow, is read within a second', () => {
  const inputs = [
    '1 cup flour, \n'.repeat(7_000),
    `${'stir in the flour and '.repeat(4_500)}.`,
    'Prep 10 min | '.repeat(7_000),
    `2 eggs\n\n${'Mix the eggs and milk,\n'.repeat(4_000)}`,
    '('.repeat(100_000),
    `1 ${' '.repeat(99_990)}x`,
  ]
  for (const input of inputs) {
    const started = performance.now()
    readRecipeText(linesOfText(input.slice(0, 100_000)))
    expect(performance.now() - started, input.slice(0, 20)).toBeLessThan(1_000)
  }
})
