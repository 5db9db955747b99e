import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportedRecipe, type OpenedImport } from '../imported-recipe.ts'
import { openCookMl, recognizesCookMl } from './cookml.ts'
import { sampleOf } from './file-sample.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

async function recipesOf(opened: OpenedImport): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of opened.items()) if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const cookml = (recipes: string, declaration = '<?xml version="1.0" encoding="UTF-8"?>') =>
  `${declaration}
<!DOCTYPE cookml PUBLIC "-" "cookml.dtd">
<cookml version="1.1.2" name="Meine Rezepte" prog="Rezeptsuite" progver="3.2">
${recipes}
</cookml>
`

const fullRecipe = `<recipe lang="de">
  <head title="Zwiebelkuchen &amp; Federweißer" rid="A1B2" servingqty="12" servingtype="Stücke"
        createdate="03.10.2021" createuser="Oma Erna" createemail="erna@example.de"
        timeallqty="90" timeprepqty="30" timecookqty="45" costs="4,50 EUR" country="Deutschland"
        proteins="8" carbohydrates="20" fat="12" wwpoints="0">
    <cat>Backen</cat>
    <cat>Herbst</cat>
    <hint>pikant, backen</hint>
    <sourceline>Omas Kochbuch</sourceline>
    <sourceline>S. 12</sourceline>
    <card>Ein Klassiker
zum Federweißen.</card>
    <picbin format="JPG">${base64(fakeJpeg(11))}</picbin>
  </head>
  <part title="Teig">
    <ingredient qty="500" unit="g" item="Mehl" preparation="gesiebt"/>
    <ingredient qty="1" unit="Würfel" item="Hefe"><inote>frisch</inote></ingredient>
    <ingredient qty="0" unit="" item="Salz"/>
  </part>
  <part title="">
    <ingredient qty="1,5" unit="kg" item="Zwiebeln"/>
  </part>
  <preparation>
    <text>Teig kneten.
    Gehen lassen.</text>
  </preparation>
  <preparation><step>Zwiebeln dünsten.</step><step>Backen.</step></preparation>
  <remark user="Erna"><line>Schmeckt lauwarm am besten.</line><line>Mit Speck noch besser.</line></remark>
</recipe>`

describe('openCookMl maps every field', () => {
  test('a full recipe', async () => {
    const opened = await openCookMl(strToU8(cookml(fullRecipe)))
    expect(opened.total).toBe(1)
    expect(await recipesOf(opened)).toEqual([
      {
        title: 'Zwiebelkuchen & Federweißer',
        description: 'Ein Klassiker\nzum Federweißen.',
        yield: '12 Stücke',
        activeTime: '30 min',
        totalTime: '1 h 30 min',
        source: 'Omas Kochbuch, S. 12',
        url: '',
        notes: [
          'Cooking time: 45 min',
          'Erna:\nSchmeckt lauwarm am besten.\nMit Speck noch besser.',
          'Details:\nProteins: 8\nCarbohydrates: 20\nFat: 12\nCosts: 4,50 EUR\nCountry: Deutschland',
          'Recorded by Oma Erna (erna@example.de)',
        ].join('\n\n'),
        ingredients: '[Teig]\n500 g Mehl, gesiebt\n1 Würfel Hefe, frisch\nSalz\n1,5 kg Zwiebeln',
        instructions: 'Teig kneten.\nGehen lassen.\nZwiebeln dünsten.\nBacken.',
        rating: null,
        labels: ['Backen', 'Herbst', 'pikant'],
        images: [{ kind: 'bytes', data: fakeJpeg(11) }],
        createdAt: new Date(Date.UTC(2021, 9, 3)),
      },
    ])
  })

  test('a bare recipe: no head facts; preparation and cooking make the total', async () => {
    const [recipe] = await recipesOf(
      await openCookMl(
        strToU8(
          cookml(`<recipe><head title="" timeprepqty="10" timecookqty="20"><picbin>%%%</picbin></head>
<part><ingredient item="Tee"/></part></recipe>`),
        ),
      ),
    )
    expect(recipe).toMatchObject({
      title: 'Rezeptsuite.de recipe 1',
      yield: '',
      activeTime: '10 min',
      totalTime: '30 min',
      notes: '',
      ingredients: 'Tee',
      images: [],
    })
    expect(recipe?.createdAt).toBeUndefined()
  })

  test('Latin-1 text, as older Windows clients write it', async () => {
    const latin1 = Buffer.from(
      cookml(
        '<recipe><head title="Käsespätzle" servingqty="4" servingtype="Portionen"/></recipe>',
        '<?xml version="1.0" encoding="ISO-8859-1"?>',
      ),
      'latin1',
    )
    const [recipe] = await recipesOf(await openCookMl(new Uint8Array(latin1)))
    expect(recipe).toMatchObject({ title: 'Käsespätzle', yield: '4 Portionen' })
  })

  test('a zip holding a .cml file, beside other files', async () => {
    const file = zipSync({
      'liesmich.txt': strToU8('Rezepte'),
      'export/rezepte.cml': strToU8(cookml(fullRecipe)),
    })
    expect((await recipesOf(await openCookMl(file))).map((recipe) => recipe.title)).toEqual([
      'Zwiebelkuchen & Federweißer',
    ])
  })

  test('several recipes, each read on its own', async () => {
    const opened = await openCookMl(
      strToU8(cookml('<recipe><head title="A"/></recipe><recipe><head title="B"/></recipe>')),
    )
    expect(opened.total).toBe(2)
    expect((await recipesOf(opened)).map((recipe) => recipe.title)).toEqual(['A', 'B'])
  })
})

describe('openCookMl refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['RecipeML', strToU8('<recipeml version="0.5"/>'), 'starts with <recipeml>'],
    ['malformed XML', strToU8('<cookml><recipe></cookml>'), 'malformed'],
    ['text', strToU8('Zwiebelkuchen'), 'not a Rezeptsuite.de file'],
    ['a zip without CookML', zipSync({ 'a.xml': strToU8('<rss/>') }), 'holds no CookML file'],
  ] as const)('%s', async ([, file, message]) => {
    await expect(openCookMl(file)).rejects.toThrow(ImportFileError)
    await expect(openCookMl(file)).rejects.toThrow(message)
  })
})

test('recognizesCookMl by the root element, alone or in a zip', () => {
  const recognizes = (file: Uint8Array) => recognizesCookMl(sampleOf(file))
  expect(recognizes(strToU8(cookml(fullRecipe)))).toBe(true)
  expect(recognizes(zipSync({ 'rezepte.cml': strToU8(cookml('')) }))).toBe(true)
  expect(recognizes(strToU8('<?xml version="1.0"?><recipeml/>'))).toBe(false)
  expect(recognizes(zipSync({ 'rezepte.txt': strToU8(cookml('')) }))).toBe(false)
})
