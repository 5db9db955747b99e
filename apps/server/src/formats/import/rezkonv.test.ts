import { strToU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportedRecipe } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { openRezKonv, recognizesRezKonv } from './rezkonv.ts'
import { mealMasterRecipe, sampleRecipe } from './test-support/mealmaster-files.ts'

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of (await openRezKonv(file)).items()) if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))

const file = [
  '=====REZKONV-Rezept - RezkonvSuite v1.4',
  '',
  '     Titel: Zwiebelkuchen mit Speck',
  'Kategorien: Backen, Herzhaft, Keine',
  '     Menge: 1 Blech',
  '',
  '===============================FÜR DEN TEIG===============================',
  '    500 Gramm      Mehl',
  '      1 Würfel     Hefe',
  '    1/2 Teel.      Salz',
  '   0,25 Liter      lauwarme Milch',
  '',
  '=====Für den Belag=====',
  '      1 1/2 kg     Zwiebeln; in feine Ringe',
  '                   -geschnitten',
  '        Prise      Kümmel',
  '',
  'Aus Mehl, Hefe, Salz und Milch einen Teig kneten und 1 Stunde gehen',
  'lassen.',
  '',
  'Die Zwiebeln glasig dünsten, auf dem Teig verteilen und bei 200 Grad',
  '30 Minuten backen.',
  '',
  '=====QUELLE=====',
  '                Omas Kochbuch',
  '-- Erfasst *RK* 12.03.2005 von',
  '-- Erika Mustermann',
  '',
  '=====',
].join('\r\n')

describe('openRezKonv', () => {
  test('a Latin-1 recipe with German units, sections and a QUELLE block', async () => {
    const [recipe] = await recipesOf(latin1(file))
    expect(recipe).toEqual({
      title: 'Zwiebelkuchen mit Speck',
      description: '',
      yield: '1 Blech',
      activeTime: '',
      totalTime: '',
      source: 'Omas Kochbuch',
      url: '',
      notes: 'Erfasst *RK* 12.03.2005 von Erika Mustermann',
      ingredients: [
        '[Für den Teig]',
        '500 Gramm Mehl',
        '1 Würfel Hefe',
        '1/2 Teel. Salz',
        '0,25 Liter lauwarme Milch',
        '[Für den Belag]',
        '1 1/2 kg Zwiebeln; in feine Ringe geschnitten',
        'Prise Kümmel',
      ].join('\n'),
      instructions: [
        'Aus Mehl, Hefe, Salz und Milch einen Teig kneten und 1 Stunde gehen lassen.',
        'Die Zwiebeln glasig dünsten, auf dem Teig verteilen und bei 200 Grad 30 Minuten backen.',
      ].join('\n'),
      rating: null,
      labels: ['Backen', 'Herzhaft'],
      images: [],
    })
  })

  test('a bare count of portions, and directions starting with a number', async () => {
    const text =
      '=====REZKONV-Rezept - RezkonvSuite v1.4\n     Titel: Tee\n     Menge: 2\n\n' +
      '      2 Beutel     Tee\n\n2 Tassen Wasser kochen.\n====='
    const [recipe] = await recipesOf(strToU8(text))
    expect(recipe).toMatchObject({
      yield: '2 Portionen',
      ingredients: '2 Beutel Tee',
      instructions: '2 Tassen Wasser kochen.',
    })
  })

  test('"Zutaten:" and "Zubereitung:" labels some writers add are not content', async () => {
    const text =
      '========== RezkonvSuite Rezept = Webcookbook ==\n\n     Titel: Brot\n\nZutaten:\n' +
      '    500 g         Mehl\n\nZubereitung:\nKneten und backen.\n\n====='
    const [recipe] = await recipesOf(strToU8(text))
    expect(recipe).toMatchObject({ ingredients: '500 g Mehl', instructions: 'Kneten und backen.' })
  })

  test('refuses a file without a RezKonv recipe', async () => {
    await expect(openRezKonv(strToU8('Einkaufsliste\nMilch\n'))).rejects.toThrow(ImportFileError)
    await expect(openRezKonv(strToU8('Einkaufsliste\nMilch\n'))).rejects.toThrow('not a RezKonv file')
  })
})

describe('recognizesRezKonv', () => {
  test('its start line, not a MealMaster one', () => {
    expect(recognizesRezKonv(sampleOf(strToU8(`\n\n${file}`)))).toBe(true)
    expect(recognizesRezKonv(sampleOf(strToU8(mealMasterRecipe(sampleRecipe(0)))))).toBe(false)
    expect(recognizesRezKonv(sampleOf(strToU8('==========\nTitel: Kein Rezept\n')))).toBe(false)
  })
})
