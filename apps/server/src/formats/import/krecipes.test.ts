import { gzipSync, strToU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportedRecipe, type OpenedImport } from '../imported-recipe.ts'
import { ImportTooLargeError } from './archive/budget.ts'
import { sampleOf } from './file-sample.ts'
import { openKRecipes, recognizesKRecipes } from './krecipes.ts'
import { fakeJpeg, paprikaRecipeFile } from './test-support/paprika-files.ts'
import { kreFile, tarFile } from './test-support/tar-files.ts'

async function recipesOf(opened: OpenedImport): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of opened.items()) if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

const importKRecipes = async (text: string) => recipesOf(await openKRecipes(strToU8(text)))
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

const kreml = (recipes: string) => `<?xml version="1.0" encoding="UTF-8" ?>
<krecipes version="2.0" lang="cs" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="krecipes.xsd">
<krecipes-category-structure>
<category name="Dezerty">
<category name="Koláče">
</category>
</category>
</krecipes-category-structure>
${recipes}
</krecipes>
`

const fullRecipe = `<krecipes-recipe id="12">
<krecipes-description>
<title>Švestkový koláč &amp; drobenka</title>
<author>Babička</author>
<author>Jan Novák</author>
<pictures>
<pic format="JPEG" id="1"><![CDATA[${base64(fakeJpeg(4))}]]></pic>
</pictures>
<category>
<cat>Dezerty</cat>
<cat>Koláče</cat>
</category>
<yield><amount><min>8</min><max>10</max></amount><type>kousků</type></yield>
<preparation-time>01:30</preparation-time>
</krecipes-description>
<krecipes-ingredients>
<ingredient>
<name>švestky</name>
<amount>1</amount>
<unit>kg</unit>
<prep>vypeckované</prep>
<substitutes>
<ingredient>
<name>meruňky</name>
<amount>800</amount>
<unit>g</unit>
</ingredient>
</substitutes>
</ingredient>
<ingredient-group name="Drobenka">
<ingredient>
<name>máslo</name>
<amount><min>100</min><max>120</max></amount>
<unit>g</unit>
</ingredient>
<ingredient>
<name>skořice</name>
<amount>0</amount>
<unit></unit>
</ingredient>
</ingredient-group>
</krecipes-ingredients>
<krecipes-properties>
<property>
<name>Energie</name>
<amount>2450</amount>
<units>kcal</units>
</property>
<property hidden="true">
<name>Tuky</name>
<amount>95.5</amount>
<units>g</units>
</property>
</krecipes-properties>
<krecipes-instructions>
Těsto vyválejte.

Poklaďte švestkami &lt;hustě&gt; a posypte drobenkou.
Pečte 40 minut.</krecipes-instructions>
<krecipes-ratings><rating><comment>Výborné!</comment><rater>Eva</rater><criterion><criteria><name>Chuť</name><stars>5</stars></criteria><criteria><name>Vzhled</name><stars>3.5</stars></criteria></criterion></rating><rating><comment></comment><rater></rater><criterion><criteria><name>Overall</name><stars>3</stars></criteria></criterion></rating></krecipes-ratings></krecipes-recipe>`

describe('openKRecipes maps every field', () => {
  test('a full recipe in Czech', async () => {
    const opened = await openKRecipes(strToU8(kreml(fullRecipe)))
    expect(opened.total).toBe(1)
    expect(await recipesOf(opened)).toEqual([
      {
        title: 'Švestkový koláč & drobenka',
        description: '',
        yield: '8-10 kousků',
        activeTime: '1 h 30 min',
        totalTime: '',
        source: 'Babička, Jan Novák',
        url: '',
        notes:
          'Ratings:\nEva: Chuť 5/5, Vzhled 3.5/5 — Výborné!\nOverall 3/5\n\nProperties:\nEnergie 2450 kcal\nTuky 95.5 g',
        ingredients: '1 kg švestky, vypeckované\nor 800 g meruňky\n[Drobenka]\n100-120 g máslo\nskořice',
        instructions: 'Těsto vyválejte.\nPoklaďte švestkami <hustě> a posypte drobenkou.\nPečte 40 minut.',
        rating: 4,
        labels: ['Dezerty', 'Koláče'],
        images: [{ kind: 'bytes', data: fakeJpeg(4) }],
      },
    ])
  })

  test('the older <serving> count, no time, an untitled recipe without ratings', async () => {
    const [recipe] = await importKRecipes(
      kreml(`<krecipes-recipe><krecipes-description><serving>1</serving>
<preparation-time>00:00</preparation-time><pictures><pic>%%%</pic></pictures></krecipes-description>
<krecipes-ratings></krecipes-ratings></krecipes-recipe>`),
    )
    expect(recipe).toMatchObject({
      title: 'KRecipes recipe 1',
      yield: '1 serving',
      activeTime: '',
      source: '',
      notes: '',
      rating: null,
      images: [],
    })
  })

  test('a yield without a type, and a preparation time that is not hh:mm', async () => {
    const [recipe] = await importKRecipes(
      kreml(`<krecipes-recipe><krecipes-description><title>T</title>
<yield><amount>4</amount><type></type></yield><preparation-time>soon</preparation-time></krecipes-description></krecipes-recipe>`),
    )
    expect(recipe).toMatchObject({ yield: '4', activeTime: 'soon' })
  })
})

describe('openKRecipes refuses', () => {
  test.for([
    ['Gourmet', '<gourmetDoc/>', 'starts with <gourmetDoc>'],
    ['a root that only starts alike', '<krecipes-recipe/>', 'starts with <krecipes-recipe>'],
    ['malformed XML', '<krecipes><krecipes-recipe></krecipes>', 'malformed'],
  ] as const)('%s', async ([, text, message]) => {
    await expect(openKRecipes(strToU8(text))).rejects.toThrow(ImportFileError)
    await expect(openKRecipes(strToU8(text))).rejects.toThrow(message)
  })
})

describe('a compressed KRecipes export (.kre): a gzipped tar holding the .kreml', () => {
  const titles = async (file: Uint8Array) => (await recipesOf(await openKRecipes(file))).map((r) => r.title)

  test('reads the same recipes as the .kreml it holds', async () => {
    const plain = await importKRecipes(kreml(fullRecipe))
    expect(await recipesOf(await openKRecipes(kreFile(kreml(fullRecipe))))).toEqual(plain)
  })

  test('the .kreml is found by content, whatever the tar calls it and whatever comes first', async () => {
    const longName = `${'Moje recepty/'.repeat(10)}Koláče.kreml`
    const xml = strToU8(kreml(fullRecipe))
    const notes = strToU8('read me')
    const archives = [
      kreFile(kreml(fullRecipe), longName),
      kreFile(kreml(fullRecipe), longName, { style: 'ustar', folders: ['Moje recepty'] }),
      gzipSync(tarFile({ 'README.txt': notes, 'export.xml': xml }, { pax: true })),
    ]
    for (const archive of archives) expect(await titles(archive)).toEqual(['Švestkový koláč & drobenka'])
  })

  test('a gzip of the .kreml without a tar', async () => {
    expect(await titles(gzipSync(strToU8(kreml(fullRecipe))))).toEqual(['Švestkový koláč & drobenka'])
  })

  test.for([
    [
      'a truncated .kre',
      (kre: Uint8Array) => kre.subarray(0, kre.length - 30),
      'cannot be read: it is truncated',
    ],
    [
      'a damaged one',
      (kre: Uint8Array) => kre.map((byte, at) => (at > 30 && at < 40 ? byte ^ 0x55 : byte)),
      'This KRecipes archive (.kre) cannot be read',
    ],
  ] as const)('refuses %s, naming the problem', async ([, damage, message]) => {
    const file = damage(kreFile(kreml(fullRecipe)))
    await expect(openKRecipes(file)).rejects.toThrow(ImportFileError)
    await expect(openKRecipes(file)).rejects.toThrow(message)
  })

  test('refuses a tar without a .kreml, a damaged tar and one cut short inside its gzip', async () => {
    const tar = tarFile({ 'recipes.kreml': strToU8(kreml(fullRecipe)) })
    const damaged = tar.slice()
    damaged[0] = 0x5a
    const cases: [Uint8Array, string][] = [
      [gzipSync(tarFile({ 'notes.txt': strToU8('hello') })), 'it holds no KRecipes file (.kreml)'],
      [gzipSync(damaged), 'This is not a KRecipes file'],
      [gzipSync(tar.subarray(0, 1200)), 'cannot be read: it is truncated'],
    ]
    for (const [file, message] of cases) await expect(openKRecipes(file)).rejects.toThrow(message)
  })

  test('a bomb stops at the unpack limit', async () => {
    const bomb = gzipSync(tarFile({ 'recipes.kreml': new Uint8Array(20 * 1024 * 1024) }), { level: 9 })
    const limits = { maxUnpackedBytes: 1024 * 1024, maxEntries: 100 }
    await expect(openKRecipes(bomb, limits)).rejects.toThrow(ImportTooLargeError)
  })
})

test('recognizesKRecipes by the root element only', () => {
  expect(recognizesKRecipes(sampleOf(strToU8(kreml(fullRecipe))))).toBe(true)
  expect(recognizesKRecipes(sampleOf(strToU8('<krecipes-recipe/>')))).toBe(false)
  expect(recognizesKRecipes(sampleOf(strToU8('<?xml version="1.0"?><recipeml/>')))).toBe(false)
})

test('recognizesKRecipes a .kre by the .kreml inside, not any gzip', () => {
  expect(recognizesKRecipes(sampleOf(kreFile(kreml(fullRecipe))))).toBe(true)
  expect(recognizesKRecipes(sampleOf(gzipSync(strToU8(kreml(fullRecipe)))))).toBe(true)
  expect(recognizesKRecipes(sampleOf(gzipSync(tarFile({ 'a.xml': strToU8('<recipeml/>') }))))).toBe(false)
  expect(recognizesKRecipes(sampleOf(paprikaRecipeFile({ name: 'Tea' })))).toBe(false)
})
