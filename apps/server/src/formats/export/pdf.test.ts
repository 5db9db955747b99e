import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import type { ExportedImage, ExportedRecipe } from '../exported-recipe.ts'
import { generateExportedRecipes, makeExportedRecipe } from './generate-recipes.ts'
import { findUnicodeFonts } from './pdf-fonts.ts'
import { writePdf, type PdfExportOptions } from './pdf.ts'
import { readPdfText } from './read-pdf-text.ts'

async function exportPdf(recipes: ExportedRecipe[], options: PdfExportOptions = {}): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  const source = (async function* () {
    yield* recipes
  })()
  for await (const chunk of writePdf(source, { compress: false, ...options })) chunks.push(chunk)
  return Buffer.concat(chunks)
}

const image = (bytes: Uint8Array): ExportedImage => ({ id: 'i', url: '', load: () => Promise.resolve(bytes) })

const recipe: ExportedRecipe = {
  ...makeExportedRecipe(0),
  title: '<script>alert(1)</script>',
  description: 'Crisp & "sharp".',
  yield: '8 slices',
  activeTime: '40 min',
  totalTime: '3 h',
  source: 'Grandma',
  url: 'https://example.com/tart',
  notes: 'Keeps two days.',
  ingredients: '[Crust]\n1/2 cup sugar\n[Filling]\n3 eggs',
  instructions: 'Preheat.\n[Crust]\nMix.\nChill.\n[Filling]\nWhisk.',
  rating: 4,
  labels: ['dessert', 'citrus'],
  images: [],
}

const fonts = findUnicodeFonts()
const typefaces = [
  ['DejaVu Sans', fonts ?? undefined],
  ['Helvetica', null],
] as const

describe.for(typefaces)('writePdf with %s', ([name, files]) => {
  test.skipIf(name === 'DejaVu Sans' && !files)('draws every part of the recipe as text', async () => {
    const pdf = await exportPdf([recipe], { fonts: files })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.subarray(-6).toString()).toBe('%%EOF\n')
    const [page] = readPdfText(pdf)
    expect(page?.split('\n')).toEqual([
      '<script>alert(1)</script>',
      'Crisp & "sharp".',
      'Yield: 8 slices     Active time: 40 min     Total time: 3 h     Rating: 4/5',
      'Source: Grandma  https://example.com/tart',
      'Ingredients',
      'Crust',
      '•1/2 cup sugar',
      'Filling',
      '•3 eggs',
      'Instructions',
      '1.Preheat.',
      'Crust',
      '1.Mix.',
      '2.Chill.',
      'Filling',
      '1.Whisk.',
      'Notes',
      'Keeps two days.',
      'Labels: dessert, citrus',
    ])
  })
})

describe('writePdf', () => {
  test('braced amounts show without their braces, in ingredients and steps alike', async () => {
    const braced = { ...recipe, ingredients: '1 cup milk ({240 ml})', instructions: 'Add {2 cups} flour.' }
    const [page] = readPdfText(await exportPdf([braced]))
    expect(page).toContain('1 cup milk (240 ml)')
    expect(page).toContain('1.Add 2 cups flour.')
    expect(page).not.toMatch(/[{}]/u)
  })

  test('starts every recipe on a new page', async () => {
    const recipes = Array.from({ length: 3 }, (_, index) => makeExportedRecipe(index))
    const pages = readPdfText(await exportPdf(recipes))
    expect(pages.length).toBeGreaterThanOrEqual(3)
    const firstLines = pages.map((page) => page.split('\n')[0])
    for (const { title } of recipes) expect(firstLines).toContain(title)
  })

  test('a long recipe flows over several pages', async () => {
    const instructions = Array.from(
      { length: 90 },
      (_, index) => `Step number ${String(index + 1)} of a long method.`,
    )
    const pages = readPdfText(await exportPdf([{ ...recipe, instructions: instructions.join('\n') }]))
    expect(pages.length).toBeGreaterThan(1)
    expect(pages.join('\n')).toContain('90.Step number 90 of a long method.')
  })

  test('an empty library is a valid one-page document saying so', async () => {
    const pages = readPdfText(await exportPdf([], { language: 'de-de' }))
    expect(pages).toEqual(['Noch keine Rezepte.'])
  })

  test('uses the fixed words of the language', async () => {
    const [page] = readPdfText(await exportPdf([recipe], { language: 'it-it' }))
    expect(page).toContain('\nIngredienti\n')
    expect(page).toContain('\nProcedimento\n')
    expect(page).toContain('Porzioni: 8 slices')
  })

  test('writes Letter pages when asked, A4 by default', async () => {
    expect((await exportPdf([recipe])).toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]')
    expect((await exportPdf([recipe], { pageSize: 'LETTER' })).toString('latin1')).toContain(
      '/MediaBox [0 0 612 792]',
    )
  })

  test('embeds the first picture as a JPEG, and skips one that cannot be decoded', async () => {
    const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
      .webp()
      .toBuffer()
    const second = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#33c' } })
      .webp()
      .toBuffer()
    const withPicture = await exportPdf([{ ...recipe, images: [image(webp), image(second)] }])
    expect(withPicture.toString('latin1').match(/\/Filter \/DCTDecode/g)).toHaveLength(1)
    expect(withPicture.toString('latin1')).toContain('/Width 300\n/Height 200')
    const broken = await exportPdf([{ ...recipe, images: [image(new Uint8Array([1, 2, 3]))] }])
    expect(broken.toString('latin1')).not.toContain('/DCTDecode')
    expect(readPdfText(broken)[0]).toContain('<script>alert(1)</script>')
  })

  test('survives text no font can draw', async () => {
    const hostile = { ...recipe, title: 'a\u0000b\uD800c\u0007 ☃ 中 🍋', notes: '\u202Eevil\u202C' }
    for (const files of [null, fonts ?? null]) {
      const [page] = readPdfText(await exportPdf([hostile], { fonts: files }))
      expect(page?.split('\n')[0]).toMatch(/^abc /)
    }
  })

  test('sends the first bytes before the last recipe is read', async () => {
    let read = 0
    const counted = (async function* () {
      for await (const next of generateExportedRecipes(50)) {
        read += 1
        yield next
      }
    })()
    const readWhenBytesArrived: number[] = []
    for await (const _chunk of writePdf(counted)) readWhenBytesArrived.push(read)
    expect(readWhenBytesArrived[0]).toBeLessThan(5)
  })
})
