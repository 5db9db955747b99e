import fc from 'fast-check'
import { strToU8 } from 'fflate'
import { expect, test } from 'vitest'
import type { ExportedRecipe } from '../exported-recipe.ts'
import { makeExportedRecipe } from '../export/generate-recipes.ts'
import { writeText } from '../export/txt.ts'
import { writeXml } from '../export/xml.ts'
import type { ImportedRecipe } from '../imported-recipe.ts'
import { PAGE_LANGUAGES } from '../print/print-words.ts'
import { openRosemaryExport } from './rosemary-export.ts'
import { FUZZ_LIMITS, importCleanly, mutationOf } from './test-support/mutations.ts'

async function written(chunks: AsyncGenerator<string>): Promise<Uint8Array> {
  let text = ''
  for await (const chunk of chunks) text += chunk
  return strToU8(text)
}

async function* each(recipes: ExportedRecipe[]) {
  yield* recipes
}

async function readBack(file: Uint8Array): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of (await openRosemaryExport(file)).items())
    if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

const library = [0, 1, 2].map((index) => makeExportedRecipe(index))
const xmlFile = await written(writeXml(each(library)))
const textFile = await written(writeText(each(library), 'de-de'))

test('the unmutated files import', async () => {
  expect(await importCleanly(openRosemaryExport, xmlFile, FUZZ_LIMITS)).toBe(3)
  expect(await importCleanly(openRosemaryExport, textFile, FUZZ_LIMITS)).toBe(3)
})

test('damaged XML and text exports end in items or ImportFileError, quickly', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(mutationOf(xmlFile), mutationOf(textFile)), async (file) => {
      await importCleanly(openRosemaryExport, file, FUZZ_LIMITS)
    }),
    { numRuns: 10_000 },
  )
})

// Words without ":" or a leading digit: a line of them is never a fact, a step number or an amount to tidy.
const token = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ0-9.()/&<>'-]{0,10}$/)
const word = fc.array(token, { minLength: 1, maxLength: 3 }).map((tokens) => tokens.join(' '))
const lines = (max: number) => fc.array(word, { minLength: 1, maxLength: max })
const paragraphs = fc
  .array(lines(3), { maxLength: 3 })
  .map((list) => list.map((part) => part.join('\n')).join('\n\n'))
const sections = fc
  .array(fc.record({ name: fc.option(word, { nil: undefined }), items: lines(4) }), { maxLength: 3 })
  .map((list) => list.flatMap((part) => [...(part.name ? [`[${part.name}]`] : []), ...part.items]).join('\n'))

const generated = fc.record({
  title: word,
  description: paragraphs,
  yield: fc.oneof(fc.constant(''), word),
  activeTime: fc.oneof(fc.constant(''), word),
  totalTime: fc.oneof(fc.constant(''), word),
  source: fc.oneof(fc.constant(''), word),
  url: fc.oneof(
    fc.constant(''),
    word.map((path) => `https://example.com/${encodeURIComponent(path)}`),
  ),
  notes: paragraphs,
  ingredients: sections,
  instructions: sections,
  rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  labels: fc.uniqueArray(word, { maxLength: 3, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() }),
  createdAt: fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
})

type Generated = typeof generated extends fc.Arbitrary<infer T> ? T : never

const asExported = (fields: Generated): ExportedRecipe => ({
  ...makeExportedRecipe(0),
  ...fields,
  updatedAt: fields.createdAt,
})

test('a library written by the XML export reads back to the letter', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(generated, { maxLength: 3 }), async (sources) => {
      const recipes = await readBack(await written(writeXml(each(sources.map(asExported)))))
      expect(recipes).toEqual(sources.map((source) => ({ ...source, images: [] })))
    }),
    { numRuns: 200 },
  )
})

test('a library written by the text export reads back, in each language', async () => {
  await fc.assert(
    fc.asyncProperty(
      // An export of no recipes is an empty file, refused as such.
      fc.array(generated, { minLength: 1, maxLength: 3 }),
      fc.constantFrom(...PAGE_LANGUAGES),
      async (sources, language) => {
        const recipes = await readBack(await written(writeText(each(sources.map(asExported)), language)))
        expect(recipes).toEqual(
          sources.map(({ createdAt: _createdAt, ...fields }) => ({ ...fields, images: [] })),
        )
      },
    ),
    { numRuns: 300 },
  )
})
