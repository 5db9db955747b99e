import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import type { ImportItem, ImportedRecipe } from '../imported-recipe.ts'
import { sampleOf } from './file-sample.ts'
import { openNextcloudCookbook, recognizesNextcloudCookbook } from './nextcloud-cookbook.ts'
import { mealieJson } from './test-support/mealie-files.ts'
import { nextcloudFolders, nextcloudJson } from './test-support/nextcloud-files.ts'
import { fakeJpeg } from './test-support/paprika-files.ts'
import { tandoorJson } from './test-support/tandoor-files.ts'

async function itemsOf(file: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = []
  for await (const item of (await openNextcloudCookbook(file)).items()) items.push(item)
  return items
}

async function recipesOf(file: Uint8Array): Promise<ImportedRecipe[]> {
  return (await itemsOf(file)).flatMap((item) => ('recipe' in item ? [item.recipe] : []))
}

describe('openNextcloudCookbook', () => {
  test('reads each folder’s recipe.json as schema.org, with Nextcloud’s own ways', async () => {
    const recipe = nextcloudJson({
      tool: ['Skillet', ' ', 'Oven'],
      recipeIngredient: ['## Filling', '1 lb ground beef', '## Topping:', '2 lb potatoes'],
      recipeInstructions: ['## HowToSection', 'Boil the potatoes.', '## Finish', 'Bake.', '#1 tip: rest it.'],
      nutrition: { '@type': 'NutritionInformation', calories: '250 kcal' },
    })
    const file = nextcloudFolders({ 'Shepherd’s Pie': { recipe, full: fakeJpeg(1) } })
    expect(await itemsOf(file)).toEqual([
      {
        recipe: {
          title: 'Shepherd’s Pie',
          description: 'Beef and vegetables under mashed potatoes.',
          yield: '6',
          activeTime: '15 min',
          totalTime: '1 h 25 min',
          source: '',
          url: 'https://example.com/shepherds-pie',
          notes: 'Nutrition per serving: Calories 250 kcal\n\nTools: Skillet, Oven',
          ingredients: '[Filling]\n1 lb ground beef\n[Topping]\n2 lb potatoes',
          instructions: 'Boil the potatoes.\n[Finish]\nBake.\n#1 tip: rest it.',
          rating: null,
          labels: ['Main Course', 'beef', 'pie'],
          images: [{ kind: 'bytes', data: fakeJpeg(1) }],
          createdAt: new Date('2024-02-01T10:00:00Z'),
        } satisfies ImportedRecipe,
      },
    ])
  })

  test('without full.jpg the address in `image` is the picture; the folder names a nameless recipe', async () => {
    const [recipe] = await recipesOf(
      nextcloudFolders({ 'Grandma Pie': { recipe: nextcloudJson({ name: '' }) } }),
    )
    expect(recipe?.title).toBe('Grandma Pie')
    expect(recipe?.images).toEqual([{ kind: 'url', url: 'https://example.com/pie.jpg' }])
  })

  test.for([
    ['a Unix time in seconds', '1607461134', new Date(1_607_461_134_000)],
    ['"0", for none', '0', undefined],
    ['an ISO date', '2020-12-08T21:00:00+00:00', new Date('2020-12-08T21:00:00Z')],
  ] as const)('dateCreated as %s', async ([, dateCreated, expected]) => {
    const [recipe] = await recipesOf(nextcloudFolders({ A: { recipe: nextcloudJson({ dateCreated }) } }))
    expect(recipe?.createdAt).toEqual(expected)
  })

  test('a damaged or foreign recipe.json fails alone', async () => {
    const file = nextcloudFolders({
      A: { recipe: '{"name": "A", "recipeIngredient": [' },
      B: { recipe: nextcloudJson({ name: 'B' }) },
      C: { recipe: { '@type': 'WebPage', name: 'C' } },
    })
    const items = await itemsOf(file)
    expect(
      items.map((item) => ('recipe' in item ? item.recipe.title : `failed ${item.failure.title}`)),
    ).toEqual(['failed A', 'B', 'failed C'])
  })

  test('a zip without recipe.json is refused', async () => {
    await expect(openNextcloudCookbook(zipSync({ 'a/full.jpg': fakeJpeg(2) }))).rejects.toThrow(
      /not a Nextcloud Cookbook folder/,
    )
  })
})

describe('recognition', () => {
  test.for([
    ['recipe folders, zipped', nextcloudFolders({ A: { recipe: nextcloudJson(), full: fakeJpeg(3) } }), true],
    [
      'folders under another top folder',
      nextcloudFolders({ A: { recipe: nextcloudJson() } }, 'Cookbook'),
      true,
    ],
    ['a lone recipe.json (schema.org: JSON-LD’s)', strToU8(JSON.stringify(nextcloudJson())), false],
    ['Tandoor’s recipe.json in folders', nextcloudFolders({ A: { recipe: tandoorJson() } }), false],
    ['Mealie JSON named recipe.json', nextcloudFolders({ A: { recipe: mealieJson() } }), false],
    ['a zip of other JSON', zipSync({ 'a/recipe.json': strToU8('{"title": "x"}') }), false],
  ] as const)('%s', ([, file, expected]) => {
    expect(recognizesNextcloudCookbook(sampleOf(file))).toBe(expected)
  })
})
