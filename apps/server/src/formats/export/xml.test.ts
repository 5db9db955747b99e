import { XMLParser } from 'fast-xml-parser'
import { SyntaxValidator } from 'fast-xml-validator'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { ExportedRecipe } from '../exported-recipe.ts'
import { makeExportedRecipe } from './generate-recipes.ts'
import { writeXml } from './xml.ts'

async function exportXml(recipes: ExportedRecipe[]): Promise<string> {
  let text = ''
  for await (const chunk of writeXml(
    (async function* () {
      yield* recipes
    })(),
  ))
    text += chunk
  return text
}

type Parsed = Record<string, unknown>
const parser = new XMLParser({
  trimValues: false,
  parseTagValue: false,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  htmlEntities: true,
  isArray: (name) => ['recipe', 'label', 'image'].includes(name),
})

// With trimValues off (values keep their spaces), the indentation between elements shows up as #text.
function dropIndentation(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropIndentation)
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value).filter(
    ([key, child]) => !(key === '#text' && /^\s*$/.test(String(child))),
  )
  return Object.fromEntries(entries.map(([key, child]) => [key, dropIndentation(child)]))
}

async function parseRecipes(recipes: ExportedRecipe[]): Promise<Parsed[]> {
  const text = await exportXml(recipes)
  expect(SyntaxValidator.validate(text)).toBe(true)
  const document = parser.parse(text) as { recipes: { recipe?: Parsed[]; format: string; version: string } }
  expect(document.recipes).toMatchObject({ format: 'rosemary', version: '1' })
  return (dropIndentation(document.recipes.recipe) as Parsed[] | undefined) ?? []
}

const picture = (id: string) => ({
  id,
  url: `https://r.example/api/images/${id}?a=1&b=2`,
  load: () => Promise.reject(new Error('not loaded')),
})

describe('writeXml', () => {
  test.for([0, 1, 7])('%d recipes make a valid document with that many <recipe>', async (count) => {
    const recipes = Array.from({ length: count }, (_, index) => makeExportedRecipe(index))
    expect(await parseRecipes(recipes)).toHaveLength(count)
  })

  test('writes every field, the labels and the picture URLs, without loading pictures', async () => {
    const recipe: ExportedRecipe = {
      ...makeExportedRecipe(1),
      title: '<script>alert("1")</script> & more',
      notes: 'Line one\r\nLine two\n  indented  ',
      ingredients: '[Dough]\n1/2 cup sugar',
      rating: 4,
      labels: ['dessert', 'a<b'],
      images: [picture('p1'), picture('p2')],
    }
    const [back] = await parseRecipes([recipe])
    expect(back).toEqual({
      id: recipe.id,
      title: recipe.title,
      description: recipe.description,
      yield: recipe.yield,
      activeTime: recipe.activeTime,
      totalTime: recipe.totalTime,
      source: recipe.source,
      url: recipe.url,
      notes: 'Line one\r\nLine two\n  indented  ',
      ingredients: '[Dough]\n1/2 cup sugar',
      instructions: recipe.instructions,
      rating: '4',
      labels: { label: ['dessert', 'a<b'] },
      images: {
        image: [
          { id: 'p1', '#text': 'https://r.example/api/images/p1?a=1&b=2' },
          { id: 'p2', '#text': 'https://r.example/api/images/p2?a=1&b=2' },
        ],
      },
      createdAt: recipe.createdAt.toISOString(),
      updatedAt: recipe.updatedAt.toISOString(),
    })
  })

  test('an unrated recipe without labels or pictures has empty elements', async () => {
    const [back] = await parseRecipes([
      { ...makeExportedRecipe(0), rating: null, labels: [], images: [], notes: '' },
    ])
    expect(back).toMatchObject({ rating: '', labels: '', images: '', notes: '' })
  })

  test('drops the characters XML 1.0 cannot hold and keeps the rest', async () => {
    const title = 'a\u0000b\u0007c\u000Bd\uFFFEe\uD800f\tg 🍋 ü'
    const [back] = await parseRecipes([{ ...makeExportedRecipe(0), title }])
    expect(back?.title).toBe('abcdef\tg 🍋 ü')
  })

  test('any text at all gives a valid document that reads back as the text minus forbidden characters', async () => {
    const allowed = /[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'grapheme-composite' }),
        async (title, notes) => {
          const [back] = await parseRecipes([{ ...makeExportedRecipe(0), title, notes, labels: [title] }])
          const kept = Array.from(title)
            .filter((character) => allowed.test(character))
            .join('')
          expect(back?.title).toBe(kept)
          expect(back?.notes).toBe(notes)
        },
      ),
      { numRuns: 300 },
    )
  })
})
