import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportedRecipe, type OpenedImport } from '../imported-recipe.ts'
import { ImportTooLargeError } from './archive/budget.ts'
import { openLivingCookbook } from './living-cookbook.ts'
import { writeJetDatabase } from './test-support/jet-writer.ts'
import { lcbDatabase, lcbFile } from './test-support/lcb-files.ts'
import { fakeJpeg, paprikaExport } from './test-support/paprika-files.ts'

async function recipesOf(opened: OpenedImport): Promise<ImportedRecipe[]> {
  const recipes: ImportedRecipe[] = []
  for await (const item of opened.items()) if ('recipe' in item) recipes.push(item.recipe)
  return recipes
}

const importLcb = async (file: Uint8Array) => recipesOf(await openLivingCookbook(file))

const tarte = {
  recipeid: 7,
  recipename: 'Tarte Tatin — crème fraîche 🍎',
  cookbookchapterid: 31,
  servings: 6,
  yield: '1 tart',
  preparationtime: 20,
  cookingtime: 45,
  readyintime: 75,
  recipetypes: 'Dessert, French',
  author: 'Tante Marie',
  source: 'Bistro cooking',
  sourcepagenumber: '156',
  webpage: 'https://example.com/tatin',
  comments: 'Upside-down apple tart.\r\nServe warm.',
  createdate: new Date(Date.UTC(2018, 11, 9)),
}

const database = lcbDatabase({
  t_recipe: [tarte, { recipeid: 8, recipename: '', cookbookid: 2, cookingtime: 30, preparationtime: 5 }],
  t_recipeingredient: [
    {
      recipeid: 7,
      ingredientindex: 2,
      quantitytext: '150',
      unittext: 'g',
      ingredienttext: 'sugar',
      heading: false,
    },
    { recipeid: 7, ingredientindex: 1, ingredienttext: 'Caramel', heading: true },
    { recipeid: 7, ingredientindex: 3, ingredienttext: 'Pastry', heading: true },
    { recipeid: 7, ingredientindex: 4, quantitytext: '1 1/2', unittext: 'cups', ingredienttext: 'flour' },
    { recipeid: 7, ingredientindex: 5, ingredienttext: '', heading: false },
    { recipeid: 8, ingredientindex: 1, quantitytext: '2', ingredienttext: 'eggs' },
  ],
  t_recipeprocedure: [
    { recipeid: 7, procedureindex: 2, proceduretext: 'Melt the sugar.\r\n\r\nAdd the apples.' },
    { recipeid: 7, procedureindex: 1, proceduretext: 'Caramel', heading: true },
    { recipeid: 7, procedureindex: 3, proceduretext: 'Assembly', heading: true },
    { recipeid: 7, procedureindex: 4, proceduretext: 'Cover with pastry and bake.' },
  ],
  t_authornote: [{ recipeid: 7, authornoteindex: 1, authornotetext: 'From my aunt.' }],
  t_recipetip: [
    { recipeid: 7, tipindex: 2, tiptext: 'Rest 10 minutes.' },
    { recipeid: 7, tipindex: 1, tiptext: 'Use tart apples.' },
  ],
  t_recipereview: [
    { recipeid: 7, rating: 4 },
    { recipeid: 7, rating: 5 },
    { recipeid: 8, rating: 0 },
  ],
  t_image: [
    { imageid: 1, filename: 'tatin.jpg', imagedata: fakeJpeg(1) },
    { imageid: 2, filename: 'Images/side.jpg' },
    { imageid: 3, filename: 'missing.jpg' },
    { imageid: 4, filename: '../../outside.jpg' },
  ],
  t_recipeimage: [
    { recipeid: 7, imageid: 2, imageindex: 2 },
    { recipeid: 7, imageid: 1, imageindex: 1 },
    { recipeid: 7, imageid: 3, imageindex: 3 },
    { recipeid: 7, imageid: 4, imageindex: 4 },
  ],
  t_cookbook: [
    { cookbookid: 1, name: 'Family Favorites' },
    { cookbookid: 2, name: 'Quick' },
  ],
  t_cookbookchapter: [
    { cookbookchapterid: 30, cookbookid: 1, parentchapterid: 0, name: 'Baking' },
    { cookbookchapterid: 31, cookbookid: 1, parentchapterid: 30, name: 'Tarts' },
    { cookbookchapterid: 40, cookbookid: 2, parentchapterid: 40, name: 'Loops' },
  ],
  t_cookbookchapterassocation: [{ recipeid: 8, cookbookchapterid: 40 }],
})

describe('openLivingCookbook maps every field', () => {
  test('recipes with headings, ordered rows, notes, reviews, labels and pictures', async () => {
    const file = lcbFile(database, { 'Images/side.jpg': fakeJpeg(2), 'outside.jpg': fakeJpeg(3) })
    const opened = await openLivingCookbook(file)
    expect(opened.total).toBe(2)
    const [tatin, quick] = await recipesOf(opened)
    expect(tatin).toEqual({
      title: 'Tarte Tatin — crème fraîche 🍎',
      description: 'Upside-down apple tart.\nServe warm.',
      yield: '6 servings, 1 tart',
      activeTime: '20 min',
      totalTime: '1 h 15 min',
      source: 'Bistro cooking, p. 156',
      url: 'https://example.com/tatin',
      notes: 'From my aunt.\n\nUse tart apples.\n\nRest 10 minutes.',
      ingredients: '[Caramel]\n150 g sugar\n[Pastry]\n1 1/2 cups flour',
      instructions: '[Caramel]\nMelt the sugar.\nAdd the apples.\n[Assembly]\nCover with pastry and bake.',
      rating: 5,
      labels: ['Dessert', 'French', 'Family Favorites', 'Baking', 'Tarts'],
      images: [
        { kind: 'bytes', data: fakeJpeg(1) },
        { kind: 'bytes', data: fakeJpeg(2) },
      ],
      createdAt: new Date(Date.UTC(2018, 11, 9)),
    })
    expect(quick).toEqual(
      expect.objectContaining({
        title: 'Living Cookbook recipe 2',
        totalTime: '35 min',
        ingredients: '2 eggs',
        rating: null,
        labels: ['Quick', 'Loops'],
        images: [],
      }),
    )
  })

  test('a bare Access database, without the optional tables', async () => {
    const bare = lcbDatabase({ t_recipe: [{ recipeid: 1, recipename: 'Toast' }] }, [
      't_recipetip',
      't_authornote',
      't_recipereview',
      't_image',
      't_recipeimage',
      't_cookbookchapterassocation',
    ])
    expect(await importLcb(bare)).toEqual([
      expect.objectContaining({ title: 'Toast', notes: '', images: [] }),
    ])
  })

  test('an empty recipe table', async () => {
    expect((await openLivingCookbook(lcbFile(lcbDatabase({})))).total).toBe(0)
  })
})

describe('openLivingCookbook refuses', () => {
  const notLivingCookbook = writeJetDatabase([
    { name: 'Customers', columns: [{ name: 'id', type: 'long' }], rows: [] },
  ])
  const garbled = database.slice()
  garbled.fill(0x41, 2 * 4096, 3 * 4096)

  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['a text file', strToU8('hello'), 'not a Living Cookbook .lcb'],
    ['a Paprika export', paprikaExport([{ name: 'Pie' }]), 'no Living Cookbook database'],
    ['an .mdb that is not Access', zipSync({ 'x.mdb': strToU8('not a database') }), 'not an Access database'],
    ['another Access database', lcbFile(notLivingCookbook), 'no t_recipe table'],
    ['a damaged catalog', lcbFile(garbled), 'cannot be read'],
    ['a truncated database', lcbFile(database.subarray(0, 3 * 4096 + 100)), 'cannot be read'],
    ['a truncated zip', lcbFile(database).subarray(0, 2000), 'truncated'],
    ['a traversal entry', zipSync({ '../db.mdb': database }), 'outside the archive'],
  ])('%s', async ([, file, message]) => {
    await expect(openLivingCookbook(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openLivingCookbook(file as Uint8Array)).rejects.toThrow(message)
  })

  test('a table definition whose page chain loops', async () => {
    const looped = database.slice()
    new DataView(looped.buffer).setUint32(2 * 4096 + 4, 2, true)
    await expect(openLivingCookbook(looped)).rejects.toThrow('loops back on itself')
  })

  test('a long value whose page chain loops, by counting page reads', async () => {
    const looping = lcbDatabase({
      t_recipe: [{ recipeid: 1, recipename: 'x' }],
      t_image: [{ imageid: 1, imagedata: new Uint8Array(9000).fill(1) }],
    })
    // The writer places a chained value's last row first, as row 0 of the first long-value page; pointing
    // that row at itself makes the chain endless.
    const view = new DataView(looping.buffer)
    const page = Array.from({ length: looping.length / 4096 }, (_, n) => n).find(
      (n) => new TextDecoder().decode(looping.subarray(n * 4096 + 4, n * 4096 + 8)) === 'LVAL',
    )!
    view.setUint32(page * 4096 + view.getUint16(page * 4096 + 14, true), page << 8, true)
    await expect(openLivingCookbook(looping)).rejects.toThrow('does not come to an end')
  })

  test('pictures in the database beyond the unpack limit', async () => {
    const heavy = lcbDatabase({
      t_recipe: [{ recipeid: 1, recipename: 'x' }],
      t_image: Array.from({ length: 40 }, (_, imageid) => ({ imageid, imagedata: new Uint8Array(40_000) })),
    })
    const limits = { maxUnpackedBytes: heavy.length + 500_000, maxEntries: 10 }
    await expect(openLivingCookbook(lcbFile(heavy), limits)).rejects.toThrow(ImportTooLargeError)
  })
})
