import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportedRecipe } from '../imported-recipe.ts'
import { ImportTooLargeError } from './archive/budget.ts'
import { openCookmate } from './cookmate.ts'
import { fakeJpeg, paprikaExport } from './test-support/paprika-files.ts'

async function importCookmate(file: Uint8Array): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of (await openCookmate(file)).items()) if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

const cookbook = (recipes: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\r\n<cookbook version="66">\r\n${recipes}\r\n</cookbook>`

const fullRecipe = `<recipe>
<title>Gâteau au chocolat 🍫</title>
<preptime>P0DT0H25M</preptime>
<cooktime>P0DT0H35M</cooktime>
<totaltime>P0DT1H0M</totaltime>
<description>Dense &amp; fudgy.</description>
<ingredient><li>200 g chocolate</li>
<li></li>
<li>[Frosting]</li>
<li>3 tbsp cocoa</li></ingredient>
<recipetext><li>Melt the chocolate.</li>
<li></li>
<li>Bake &lt;30 min&gt;.</li></recipetext>
<url>https://example.com/gateau</url>
<imagepath>/storage/0123-4567/Android/data/fr.cookbook/files/Pictures/Gateau.jpg</imagepath>
<imageurl>https://example.com/gateau.jpg</imageurl>
<quantity>8 slices</quantity>
<comments>Better the next day.</comments>
<nutrition><li>calories : 320</li><li>fat : 18 g</li></nutrition>
<category>Desserts</category><category>French</category>
<lang>fr</lang>
<rating>4</rating>
<source>Mamie</source>
<video>https://example.com/video</video>
<unknownfield>ignored</unknownfield>
</recipe>`

describe('openCookmate maps every field', () => {
  test('a full recipe in an .mcb with its picture', async () => {
    const file = zipSync({
      'my_cookbook2020_11_06.xml': strToU8(cookbook(fullRecipe)),
      'images/Gateau.jpg': fakeJpeg(1),
      'images/Other.jpg': fakeJpeg(2),
    })
    expect(await importCookmate(file)).toEqual([
      {
        title: 'Gâteau au chocolat 🍫',
        description: 'Dense & fudgy.',
        yield: '8 slices',
        activeTime: '25 min',
        totalTime: '1 h',
        source: 'Mamie',
        url: 'https://example.com/gateau',
        notes:
          'Cook time: 35 min\n\nBetter the next day.\n\nNutrition:\ncalories : 320\nfat : 18 g\n\nVideo: https://example.com/video',
        ingredients: '200 g chocolate\n[Frosting]\n3 tbsp cocoa',
        instructions: 'Melt the chocolate.\nBake <30 min>.',
        rating: 4,
        labels: ['Desserts', 'French'],
        images: [{ kind: 'bytes', data: fakeJpeg(1) }],
      },
    ])
  })

  test('the bare XML, whose picture can only be fetched from its address', async () => {
    const [recipe] = await importCookmate(strToU8(cookbook(fullRecipe)))
    expect(recipe?.images).toEqual([{ kind: 'url', url: 'https://example.com/gateau.jpg' }])
  })

  test('sparse recipes: no times but a cook time, text instead of items, relative picture paths, no title', async () => {
    const xml = cookbook(`
      <recipe><title>Tea</title><cooktime>5 minutes</cooktime><ingredient>1 tea bag\nwater</ingredient>
        <image><path>images/tea.png</path></image><rating>0</rating><rating></rating></recipe>
      <recipe><title></title><comments></comments></recipe>`)
    const [tea, untitled] = await importCookmate(
      zipSync({ 'backup/book.xml': strToU8(xml), 'backup/images/tea.png': fakeJpeg(5) }),
    )
    expect(tea).toMatchObject({
      totalTime: '5 minutes',
      notes: '',
      ingredients: '1 tea bag\nwater',
      rating: null,
      images: [{ kind: 'bytes', data: fakeJpeg(5) }],
    })
    expect(untitled).toMatchObject({
      title: 'Cookmate recipe 2',
      ingredients: '',
      instructions: '',
      labels: [],
    })
  })

  test('an empty cookbook and a Latin-1 one', async () => {
    expect((await openCookmate(strToU8(cookbook('')))).total).toBe(0)
    const latin1 = Uint8Array.from(
      '<?xml version="1.0" encoding="iso-8859-1"?><cookbook><recipe><title>Crêpes</title></recipe></cookbook>',
      (c) => c.charCodeAt(0),
    )
    expect((await importCookmate(latin1))[0]?.title).toBe('Crêpes')
  })

  test('a picture path climbing out of the backup matches nothing', async () => {
    const xml = cookbook('<recipe><title>X</title><imagepath>../../secret.jpg</imagepath></recipe>')
    const file = zipSync({ 'book/cookbook.xml': strToU8(xml), 'secret.jpg': fakeJpeg(9) })
    expect((await importCookmate(file))[0]?.images).toEqual([])
  })
})

describe('openCookmate refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['a Paprika export', paprikaExport([{ name: 'Pie' }]), 'no Cookmate cookbook'],
    ['a Living Cookbook file', strToU8('<fdx><Recipes/></fdx>'), 'starts with <fdx>'],
    ['a PDF', strToU8('%PDF-1.7 ...'), 'not a Cookmate file'],
    ['malformed XML', strToU8(cookbook('<recipe><title>x</recipe>')), 'malformed'],
    ['an entity bomb', strToU8('<!DOCTYPE c [<!ENTITY x "xx">]><cookbook>&x;</cookbook>'), 'entities'],
    ['a truncated .mcb', zipSync({ 'c.xml': strToU8(cookbook(fullRecipe)) }).subarray(0, 300), 'truncated'],
    ['a traversal entry', zipSync({ '/tmp/c.xml': strToU8(cookbook('')) }), 'absolute path'],
  ])('%s', async ([, file, message]) => {
    await expect(openCookmate(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openCookmate(file as Uint8Array)).rejects.toThrow(message)
  })

  test('an .mcb bomb past the limit', async () => {
    const file = zipSync({
      'c.xml': strToU8(cookbook(`<recipe><title>${'a'.repeat(4 * 1024 * 1024)}</title></recipe>`)),
    })
    await expect(openCookmate(file, { maxUnpackedBytes: 1024 * 1024, maxEntries: 10 })).rejects.toThrow(
      ImportTooLargeError,
    )
  })
})
