import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type OpenedImport } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { openRecetteTek, recognizesRecetteTek } from './recettetek.ts'
import { recetteTekArchive, recetteTekCsv, recetteTekJson } from './test-support/csv-files.ts'
import { melaFile, melaJson } from './test-support/mela-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'

async function itemsOf(opened: OpenedImport): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of opened.items()) items.push(item)
  return items
}

const recipesOf = async (file: Uint8Array) =>
  (await itemsOf(await openRecetteTek(file))).flatMap((item) => ('recipe' in item ? [item.recipe] : []))

const json = (value: unknown) => strToU8(JSON.stringify(value))

const curry = recetteTekJson({
  title: 'Chickpea curry',
  description: 'Weeknight dinner.',
  preparationTime: '10',
  cookingTime: '25',
  inactiveTime: '5',
  totalTime: '40',
  quantity: '4',
  ingredients: 'Curry:\n1 can chickpeas\n1 tbsp curry paste\n\nTo serve:\nrice\n',
  instructions: 'Fry the paste.\n\nAdd the chickpeas.\n',
  pictures: ['curry.png', '/storage/emulated/0/RecetteTek/side.png', 'missing.png'],
  url: 'https://example.com/curry',
  video: 'https://video.example/curry',
  notes: 'Spicy.',
  cookware: 'Large pan',
  nutrition: 'calories : 420 kcal\nprotein : 15 g',
  favorite: true,
  rating: 4.4,
  categories: [{ title: 'Dinner' }, { title: 'Vegan' }],
  tags: [{ title: 'quick' }],
  keywords: 'spicy; indian',
  originalPicture: 'https://example.com/curry.jpg',
})

describe('openRecetteTek reads the JSON export', () => {
  test('a full recipe in an .rtk, with its pictures', async () => {
    const file = recetteTekArchive([curry], { 'curry.png': fakeJpeg(1), 'side.png': fakeJpeg(2) })
    const opened = await openRecetteTek(file)
    expect(opened.total).toBe(1)
    expect(await itemsOf(opened)).toEqual([
      {
        recipe: {
          title: 'Chickpea curry',
          description: 'Weeknight dinner.',
          yield: '4 servings',
          activeTime: '10 min',
          totalTime: '40 min',
          source: '',
          url: 'https://example.com/curry',
          notes:
            'Spicy.\n\nCook time: 25 min\nResting time: 5 min\n\nVideo: https://video.example/curry\n\nCookware\nLarge pan\n\nNutrition\ncalories : 420 kcal\nprotein : 15 g',
          ingredients: '[Curry]\n1 can chickpeas\n1 tbsp curry paste\n[To serve]\nrice',
          instructions: 'Fry the paste.\nAdd the chickpeas.',
          rating: 4,
          labels: ['Dinner', 'Vegan', 'quick', 'spicy', 'indian', 'Favorite'],
          images: [
            { kind: 'bytes', data: fakeJpeg(1) },
            { kind: 'bytes', data: fakeJpeg(2) },
          ],
        },
      },
    ])
  })

  test('without its picture in the zip, the original picture is fetched from the web', async () => {
    const [recipe] = await recipesOf(recetteTekArchive([curry]))
    expect(recipe?.images).toEqual([{ kind: 'url', url: 'https://example.com/curry.jpg' }])
  })

  test('recipes over several files, in their order, and a damaged file among them', async () => {
    const many = Array.from({ length: 401 }, (_, index) => recetteTekJson({ title: `Soup ${index + 1}` }))
    const file = recetteTekArchive(many)
    const titles = (await recipesOf(file)).map((recipe) => recipe.title)
    expect(titles).toHaveLength(401)
    expect(titles.at(-1)).toBe('Soup 401')
    const damaged = zipSync({
      'recipes_1.json': strToU8('[{"title": "cut'),
      'recipes_0.json': json([recetteTekJson({ title: 'Tea' }), 'not a recipe']),
    })
    expect(await itemsOf(await openRecetteTek(damaged))).toEqual([
      { recipe: expect.objectContaining({ title: 'Tea' }) as unknown },
      {
        failure: { title: 'My Recipe Box recipe 2', reason: 'Entry 2 of "recipes_0.json" is not a recipe.' },
      },
      { failure: { title: 'recipes_1.json', reason: '"recipes_1.json" holds damaged JSON.' } },
    ])
  })

  test('one recipes JSON file alone, as an array or one object, and times that are text', async () => {
    const [soup] = await recipesOf(
      json([recetteTekJson({ totalTime: '', cookingTime: 'overnight', quantity: '6 bowls' })]),
    )
    expect(soup).toMatchObject({
      title: 'Lentil soup',
      totalTime: '',
      yield: '6 bowls',
      notes: 'Cook time: overnight',
    })
    const [alone] = await recipesOf(json(recetteTekJson({ title: 'Alone', totalTime: '' })))
    expect(alone).toMatchObject({ title: 'Alone', activeTime: '15 min', totalTime: '55 min', notes: '' })
  })
})

describe('openRecetteTek reads the CSV export', () => {
  test('categories separated by semicolons, the page address as source, other columns in the notes', async () => {
    const file = recetteTekCsv([
      {
        title: 'Apple strudel',
        description: 'Flaky.',
        preparationTime: '20',
        cookingTime: '40',
        totalTime: '60',
        quantity: '6',
        ingredients: '3 apples\n1 sheet pastry',
        instructions: 'Roll.\n\nFill.\n\nBake.',
        nutrition: 'calories : 273 kcal',
        favorite: 'false',
        rating: '',
        categories: 'Dessert;Austrian',
        tags: 'Christmas',
        source: 'https://example.com/strudel',
        originalPicture: 'https://example.com/strudel.jpg',
        '': 'stray',
      },
    ])
    expect(await recipesOf(file)).toEqual([
      expect.objectContaining({
        title: 'Apple strudel',
        yield: '6 servings',
        totalTime: '1 h',
        url: 'https://example.com/strudel',
        source: '',
        notes: 'Cook time: 40 min\n\nNutrition\ncalories : 273 kcal',
        instructions: 'Roll.\nFill.\nBake.',
        rating: null,
        labels: ['Dessert', 'Austrian', 'Christmas'],
        images: [{ kind: 'url', url: 'https://example.com/strudel.jpg' }],
      }),
    ])
  })

  test('a source that is a name stays the source; an extra named column goes to the notes', async () => {
    const text =
      'title,ingredients,instructions,preparationTime,quantity,source,difficulty\nTea,tea,Boil.,5,1,Grandma,easy\n'
    expect((await recipesOf(strToU8(text)))[0]).toMatchObject({
      source: 'Grandma',
      url: '',
      yield: '1 serving',
      notes: 'difficulty: easy',
    })
  })
})

describe('recognizesRecetteTek', () => {
  test('its JSON, its .rtk and its CSV', () => {
    expect(recognizesRecetteTek(sampleOf(json([curry])))).toBe(true)
    expect(recognizesRecetteTek(sampleOf(recetteTekArchive([curry], { 'a.png': fakeJpeg(1) })))).toBe(true)
    expect(recognizesRecetteTek(sampleOf(recetteTekCsv([{ title: 'Tea' }])))).toBe(true)
  })

  test('not Mela, schema.org or a spreadsheet with a title and ingredients', () => {
    expect(recognizesRecetteTek(sampleOf(melaFile(melaJson())))).toBe(false)
    const schemaOrg = json([{ '@type': 'Recipe', name: 'Tea', preparationTime: '5', quantity: '1' }])
    expect(recognizesRecetteTek(sampleOf(schemaOrg))).toBe(false)
    expect(recognizesRecetteTek(sampleOf(strToU8('title,ingredients,instructions\nTea,tea,boil\n')))).toBe(
      false,
    )
    expect(recognizesRecetteTek(sampleOf(zipSync({ 'recipes.json': json([{ title: 'Tea' }]) })))).toBe(false)
  })
})

describe('openRecetteTek refuses', () => {
  test.for([
    ['an empty file', new Uint8Array(0), 'empty'],
    ['damaged JSON', strToU8('[{"title": "Tea", "quantity'), 'JSON is damaged'],
    ['another JSON', json([{ name: 'Tea' }]), 'not a My Recipe Box'],
    ['another CSV', strToU8('title,ingredients\nTea,tea\n'), 'not a My Recipe Box'],
    ['a zip of another app', zipSync({ 'recipes.json': json([{ name: 'Tea' }]) }), 'not a My Recipe Box'],
  ])('%s', async ([, file, message]) => {
    await expect(openRecetteTek(file as Uint8Array)).rejects.toThrow(ImportFileError)
    await expect(openRecetteTek(file as Uint8Array)).rejects.toThrow(message)
  })
})
