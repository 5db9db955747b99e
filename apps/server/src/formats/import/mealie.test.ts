import { strToU8, unzipSync, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { ImportFileError, type ImportItem, type ImportedRecipe } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { openMealie, recognizesMealie } from './mealie.ts'
import { mealieApiJson, mealieBackup, mealieExport, mealieJson } from './test-support/mealie-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import { tandoorJson } from './test-support/tandoor-files.ts'

async function itemsOf(file: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of (await openMealie(file)).items()) items.push(item)
  return items
}

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  return (await itemsOf(file)).flatMap((item) => ('recipe' in item ? [item.recipe] : []))
}

const json = (value: unknown) => strToU8(JSON.stringify(value))
const cup = { name: 'cup', plural_name: 'cups', abbreviation: 'c', use_abbreviation: false }
const onion = { name: 'onion', plural_name: 'onions' }

/** A recipe using every field Mealie exports, amounts turned on. */
const full = mealieJson({
  name: '  Lentil   Soup ',
  recipe_yield: '4 bowls',
  rating: 4,
  tools: [{ name: 'Dutch oven' }],
  recipe_category: [{ name: 'Soup' }, 'Dinner'],
  tags: [{ name: 'Vegan' }, { name: 'soup' }],
  settings: { disable_amount: false },
  recipe_ingredient: [
    { title: 'Soup', quantity: 1.5, unit: cup, food: { name: 'red lentils' }, note: 'rinsed' },
    { title: null, quantity: 2, unit: null, food: onion, note: '(small)' },
    { title: '', quantity: 0.333, unit: { ...cup, use_abbreviation: true }, food: { name: 'oil' }, note: '' },
    { title: 'Topping', quantity: 1, unit: null, food: null, note: 'lemon wedges' },
    { quantity: 0, unit: null, food: null, note: '', original_text: 'salt to taste' },
  ],
  recipe_instructions: [
    { title: 'Soup', summary: 'Fry', text: 'Fry the onion\nin the oil.' },
    { title: '', summary: '', text: 'Add lentils; simmer.' },
    { title: 'Serve', summary: '', text: 'Squeeze the lemon.' },
  ],
  notes: [
    { title: 'Storage', text: 'Keeps 3 days.' },
    { title: '', text: 'Freezes well.' },
  ],
  nutrition: { calories: '320', fat_content: '9', protein_content: '', sodium_content: null },
})

describe('openMealie maps every field', () => {
  test('a recipe of an export, with its picture', async () => {
    const file = mealieExport([full], { 'lentil-soup': fakeJpeg(1) })
    expect(await itemsOf(file)).toEqual([
      {
        recipe: {
          title: 'Lentil Soup',
          description: 'A warming soup.',
          yield: '4 bowls',
          activeTime: '15 Minutes',
          totalTime: '45 Minutes',
          source: '',
          url: 'https://example.com/lentil-soup',
          notes:
            'Cook time: 30 Minutes\n\nStorage\nKeeps 3 days.\n\nFreezes well.\n\nNutrition per serving: Calories 320, Fat 9\n\nTools: Dutch oven',
          ingredients:
            '[Soup]\n1 1/2 cups red lentils, rinsed\n2 onions (small)\n1/3 c oil\n[Topping]\nlemon wedges\nsalt to taste',
          instructions:
            '[Soup]\nFry: Fry the onion\nin the oil.\nAdd lentils; simmer.\n[Serve]\nSqueeze the lemon.',
          rating: 4,
          labels: ['Soup', 'Dinner', 'Vegan'],
          images: [{ kind: 'bytes', data: fakeJpeg(1) }],
          createdAt: new Date('2024-03-02T09:30:00Z'),
        } satisfies ImportedRecipe,
      },
    ])
  })

  test('with amounts turned off (Mealie’s default) the note is the line, as Mealie shows it', async () => {
    const [recipe] = await recipesOf(
      mealieExport([
        mealieJson({
          settings: { disable_amount: true },
          recipe_ingredient: [
            { quantity: 1, unit: cup, food: onion, note: '1 cup chopped onion' },
            { quantity: 2, note: 'eggs' },
            { quantity: 1, unit: cup, food: onion, note: '' },
          ],
        }),
      ]),
    )
    expect(recipe?.ingredients).toBe('1 cup chopped onion\n2 eggs\n1 cup onion')
  })

  test('ingredients as plain strings (Mealie before v0.5) and steps as strings', async () => {
    const [recipe] = await recipesOf(
      mealieExport([
        mealieJson({ recipe_ingredient: ['2 eggs', ' ', 'salt'], recipe_instructions: ['Beat.\nFry.'] }),
      ]),
    )
    expect(recipe?.ingredients).toBe('2 eggs\nsalt')
    expect(recipe?.instructions).toBe('Beat.\nFry.')
  })

  test('camelCase JSON (Mealie’s API) reads the same as the export', async () => {
    const exported = await recipesOf(mealieExport([full]))
    const api = await recipesOf(json(mealieApiJson(full)))
    expect(api).toEqual(exported)
  })

  test.for([
    [
      'a total time',
      { total_time: '1 hour', prep_time: '10 min', perform_time: '' },
      ['10 min', '1 hour', ''],
    ],
    [
      'prep and cook times add up',
      { total_time: null, prep_time: '10 min', perform_time: '20 min' },
      ['10 min', '30 min', 'Cook time: 20 min'],
    ],
    [
      'a cook time alone is the total',
      { total_time: '', prep_time: null, perform_time: 'PT1H' },
      ['', '1 h', ''],
    ],
    [
      'times that do not add up',
      { total_time: '', prep_time: 'overnight', perform_time: '20 min' },
      ['overnight', '', 'Cook time: 20 min'],
    ],
    [
      'cook_time when there is no perform_time',
      { total_time: '', prep_time: '', perform_time: null, cook_time: 15 },
      ['', '15 min', ''],
    ],
  ] as const)('times: %s', async ([, fields, [activeTime, totalTime, notes]]) => {
    const [recipe] = await recipesOf(json(mealieJson(fields)))
    expect([recipe?.activeTime, recipe?.totalTime, recipe?.notes]).toEqual([activeTime, totalTime, notes])
  })

  test('servings and yield quantity (Mealie v2) lead the yield; an address-less origin is the source', async () => {
    const [recipe] = await recipesOf(
      json(
        mealieJson({
          recipe_servings: 4,
          recipe_yield_quantity: 2,
          recipe_yield: 'loaves',
          org_url: 'Grandma’s notebook',
          image: 'https://example.com/p.jpg',
          rating: 0,
        }),
      ),
    )
    expect(recipe?.yield).toBe('4 servings, 2 loaves')
    expect([recipe?.source, recipe?.url, recipe?.rating]).toEqual(['Grandma’s notebook', '', null])
    expect(recipe?.images).toEqual([{ kind: 'url', url: 'https://example.com/p.jpg' }])
  })
})

describe('a v1+ backup', () => {
  const recipeId = '3ef4f12363d742e59b7133315e17401c'
  const tables = {
    recipes: [
      {
        id: recipeId,
        name: 'Stew',
        slug: 'stew',
        description: 'Hearty.',
        recipe_yield: '6',
        total_time: '2 hours',
        prep_time: null,
        perform_time: null,
        org_url: null,
        rating: null,
        recipeCuisine: 'French',
        image: 'abc',
        date_added: '2024-04-07',
        created_at: '2024-04-07T16:57:29.706846',
      },
      { id: 'ffff0000ffff0000ffff0000ffff0000', name: 'Tea', slug: 'tea', rating: 5 },
    ],
    recipes_ingredients: [
      {
        id: 2,
        position: 1,
        recipe_id: recipeId,
        title: null,
        note: 'diced',
        unit_id: 'u1',
        food_id: 'f1',
        quantity: 2,
      },
      {
        id: 1,
        position: 0,
        recipe_id: recipeId,
        title: 'Stew',
        note: '',
        unit_id: null,
        food_id: 'f2',
        quantity: 0.5,
      },
      { id: 3, position: 0, recipe_id: 'ffff0000ffff0000ffff0000ffff0000', note: 'a tea bag', quantity: 1 },
    ],
    ingredient_units: [
      { id: 'u1', name: 'pound', plural_name: 'pounds', abbreviation: 'lb', use_abbreviation: true },
    ],
    ingredient_foods: [
      { id: 'f1', name: 'beef', plural_name: null },
      { id: 'f2', name: 'onion', plural_name: 'onions' },
    ],
    recipe_instructions: [
      { id: 'i2', recipe_id: recipeId, position: 1, title: '', text: 'Simmer.' },
      { id: 'i1', recipe_id: recipeId, position: 0, title: 'Start', text: 'Brown the beef.' },
    ],
    notes: [{ id: 1, recipe_id: recipeId, title: 'Tip', text: 'Better the next day.' }],
    recipe_nutrition: [{ id: 6, recipe_id: recipeId, calories: '500', sugar_content: null }],
    recipe_settings: [
      { id: 6, recipe_id: recipeId, disable_amount: false },
      { id: 7, recipe_id: 'ffff0000ffff0000ffff0000ffff0000', disable_amount: true },
    ],
    categories: [{ id: 'c1', name: 'Dinner', slug: 'dinner' }],
    tags: [
      { id: 't1', name: 'Beef', slug: 'beef' },
      { id: 't2', name: 'Unused', slug: 'unused' },
    ],
    tools: [{ id: 'k1', name: 'Pot', slug: 'pot' }],
    recipes_to_categories: [{ recipe_id: recipeId, category_id: 'c1' }],
    recipes_to_tags: [
      { recipe_id: recipeId, tag_id: 't1' },
      { recipe_id: recipeId, tag_id: 'missing' },
    ],
    recipes_to_tools: [{ recipe_id: recipeId, tool_id: 'k1' }],
    users_to_recipes: [
      { user_id: 'a', recipe_id: recipeId, rating: 3, is_favorite: true },
      { user_id: 'b', recipe_id: recipeId, rating: 5, is_favorite: false },
    ],
    shopping_lists: [{ id: 'x' }],
  }

  test('each recipe is gathered from the tables, its picture from its data folder', async () => {
    const file = mealieBackup(tables, { '3ef4f123-63d7-42e5-9b71-33315e17401c': fakeJpeg(2) })
    expect(await recipesOf(file)).toEqual([
      {
        title: 'Stew',
        description: 'Hearty.',
        yield: '6',
        activeTime: '',
        totalTime: '2 hours',
        source: '',
        url: '',
        notes: 'Tip\nBetter the next day.\n\nNutrition per serving: Calories 500\n\nTools: Pot',
        ingredients: '[Stew]\n1/2 onion\n2 lb beef, diced',
        instructions: '[Start]\nBrown the beef.\nSimmer.',
        rating: 4,
        labels: ['Dinner', 'Beef', 'French'],
        images: [{ kind: 'bytes', data: fakeJpeg(2) }],
        createdAt: new Date('2024-04-07T16:57:29Z'),
      },
      expect.objectContaining({ title: 'Tea', ingredients: 'a tea bag', rating: 5, images: [] }),
    ])
  })

  test('inside the folder Safari adds, beside its resource forks', async () => {
    const backup = mealieBackup(tables, { [recipeId]: fakeJpeg(3) }, 'mealie_2024')
    const file = zipSync({
      ...unzipSync(backup),
      '__MACOSX/mealie_2024/._database.json': strToU8('junk'),
    })
    const recipes = await recipesOf(file)
    expect(recipes.map((recipe) => [recipe.title, recipe.images.length])).toEqual([
      ['Stew', 1],
      ['Tea', 0],
    ])
    expect(recognizesMealie(sampleOf(file))).toBe(true)
  })

  test('a database.json without a recipes table is refused', async () => {
    const file = zipSync({ 'database.json': json({ alembic_version: [], groups: [] }) })
    await expect(openMealie(file)).rejects.toThrow(/no recipes table/)
  })

  test('a damaged database.json is refused', async () => {
    const file = zipSync({ 'database.json': strToU8('{"alembic_version": [') })
    await expect(openMealie(file)).rejects.toThrow(ImportFileError)
  })
})

describe('recipe zips', () => {
  test('one recipe downloaded as a zip: <slug>.json and original.webp', async () => {
    const file = zipSync({ 'tea.json': json(mealieJson({ name: 'Tea' })), 'original.webp': fakeJpeg(4) })
    const [recipe] = await recipesOf(file)
    expect(recipe?.images).toEqual([{ kind: 'bytes', data: fakeJpeg(4) }])
    expect(recognizesMealie(sampleOf(file))).toBe(true)
  })

  test('a pre-v1 backup: JSON outside recipes/ and attachments are left alone, a damaged recipe fails alone', async () => {
    const file = mealieExport(
      [mealieJson({ slug: 'a', name: 'A' }), mealieJson({ slug: 'b', name: 'B' })],
      {},
      {
        'settings/settings.json': json({ language: 'en' }),
        'themes/themes.json': json([]),
        'recipes/c/c.json': strToU8('{"name": "C", "slug": "c", "recipe_ingredient": ['),
        'recipes/d/d.json': json(tandoorJson()),
        'recipes/a/assets/scan.json': json({ page: 1 }),
      },
    )
    const items = await itemsOf(file)
    expect(items.map((item) => ('recipe' in item ? item.recipe.title : item.failure.title))).toEqual([
      'c',
      'd',
      'A',
      'B',
    ])
    expect(items.filter((item) => 'failure' in item)).toHaveLength(2)
  })

  test('a zip without JSON is refused', async () => {
    await expect(openMealie(zipSync({ 'a.txt': strToU8('x') }))).rejects.toThrow(/no JSON/)
  })
})

describe('recognition', () => {
  test.for([
    ['an export', mealieExport([mealieJson()]), true],
    ['a backup', mealieBackup({ recipes: [] }), true],
    ['one recipe’s JSON', json(mealieJson()), true],
    ['camelCase JSON', json(mealieApiJson(mealieJson())), true],
    [
      'JSON cut short before its ingredients',
      strToU8(JSON.stringify(mealieJson({ description: 'x'.repeat(70_000) })).slice(0, 70_000)),
      true,
    ],
    [
      'schema.org JSON',
      json({ '@type': 'Recipe', name: 'A', recipeIngredient: [], slug: 'a', orgURL: 'x' }),
      false,
    ],
    ['Tandoor JSON', json(tandoorJson()), false],
    ['a zip of other JSON', zipSync({ 'settings.json': json({ name: 'x' }) }), false],
    ['a database.json of another app', zipSync({ 'database.json': json({ version: 2, items: [] }) }), false],
  ] as const)('%s', ([, file, expected]) => {
    expect(recognizesMealie(sampleOf(file))).toBe(expected)
  })

  test('100 MB of something else is refused at once, loose or as a database.json', async () => {
    const started = performance.now()
    const other = new Uint8Array(100 * 1024 * 1024).fill(0x5b)
    await expect(openMealie(other)).rejects.toThrow(ImportFileError)
    await expect(openMealie(zipSync({ 'database.json': other }, { level: 0 }))).rejects.toThrow(
      ImportFileError,
    )
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  test('a file that is not Mealie’s is refused with a message saying what was expected', async () => {
    await expect(openMealie(json({ name: 'Tea' }))).rejects.toThrow(/not a Mealie export/)
    await expect(openMealie(new Uint8Array(0))).rejects.toThrow(/empty/)
  })
})
