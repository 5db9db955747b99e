/** Every import endpoint end to end: a good file of its format, and the bad files it must refuse whole. */
import { strToU8, zipSync } from 'fflate'
import { describe, expect } from 'vitest'
import type { TRecipeSummary } from '@rosemary/shared/contract'
import { lcbDatabase, lcbFile } from '../../formats/import/test-support/lcb-files.ts'
import { fakeJpeg, paprikaExport } from '../../formats/import/test-support/paprika-files.ts'
import { zipBomb } from '../../formats/import/test-support/zip-bomb.ts'
import type { ApiClient } from '../../test/api-client.ts'
import { test } from '../../test/fixtures.ts'
import { finishedJob, sendImport } from '../../test/imports.ts'

const cookmateXml = `<?xml version="1.0" encoding="utf-8"?><cookbook version="66"><recipe>
<title>Gâteau au chocolat</title><ingredient><li>200 g chocolate</li><li>3 eggs</li></ingredient>
<recipetext><li>Melt.</li><li>Bake.</li></recipetext><category>Desserts</category></recipe></cookbook>`

const fdxXml = `<?xml version="1.0" encoding="utf-8"?><fdx Source="Living Cookbook 4.0" FileVersion="2.0">
<Recipes><Recipe Name="Tarte Tatin" ID="1" Servings="6" RecipeTypes="Dessert">
<RecipeIngredients><RecipeIngredient Quantity="150" Unit="g" Ingredient="sugar" Heading="N"/></RecipeIngredients>
<RecipeProcedures><RecipeProcedure><ProcedureText>Caramelise the sugar.</ProcedureText></RecipeProcedure></RecipeProcedures>
</Recipe></Recipes></fdx>`

const jsonLd = JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'Recipe',
      name: 'Shakshuka',
      recipeIngredient: ['4 eggs', '1 can tomatoes'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer the tomatoes.' }],
    },
  ],
})

const lcb = () =>
  lcbFile(
    lcbDatabase({
      t_recipe: [{ recipeid: 1, recipename: 'Scones', servings: 8 }],
      t_recipeingredient: [
        {
          recipeingredientid: 1,
          recipeid: 1,
          ingredientindex: 1,
          quantitytext: '250',
          unittext: 'g',
          ingredienttext: 'flour',
        },
      ],
      t_recipeprocedure: [{ recipeprocedureid: 1, recipeid: 1, procedureindex: 1, proceduretext: 'Bake.' }],
    }),
  )

const formats = [
  {
    path: '/data/import/paprika',
    field: 'paprikadb',
    file: () => paprikaExport([{ name: 'Toast', ingredients: 'bread', directions: 'Toast.' }]),
    title: 'Toast',
  },
  { path: '/data/import/json-ld', field: 'jsonLD', file: () => strToU8(jsonLd), title: 'Shakshuka' },
  {
    path: '/data/import/cookmate',
    field: 'cookmatedb',
    file: () => zipSync({ 'cookbook.xml': strToU8(cookmateXml) }),
    title: 'Gâteau au chocolat',
  },
  {
    path: '/data/import/cookmate',
    field: 'cookmatedb',
    file: () => strToU8(cookmateXml),
    title: 'Gâteau au chocolat',
  },
  { path: '/import/fdxz', field: 'fdxzdb', file: () => strToU8(fdxXml), title: 'Tarte Tatin' },
  {
    path: '/import/fdxz',
    field: 'fdxzdb',
    file: () => zipSync({ 'export.fdx': strToU8(fdxXml) }),
    title: 'Tarte Tatin',
  },
  { path: '/import/livingcookbook', field: 'lcbdb', file: lcb, title: 'Scones' },
]

async function titles(api: ApiClient, token: string): Promise<string[]> {
  const page = await api.call('GET /recipes/by-page', { token, query: {} })
  return (page.body as { data: TRecipeSummary[] }).data.map((recipe) => recipe.title)
}

describe('import endpoints', () => {
  test.for(formats)(
    '$path reads its format ($title)',
    async ({ path, field, file, title }, { api, user }) => {
      const started = await sendImport(api, user.token, path, field, file())
      expect(started.status, JSON.stringify(started.body)).toBe(202)
      const job = await finishedJob(api, user.token, (started.body as { jobId: string }).jobId)
      expect(job).toMatchObject({ status: 'done', imported: 1, failed: 0 })
      expect(await titles(api, user.token)).toEqual([title])
    },
  )

  test('refuses, whole and with the reason, files of another format, empty, truncated or traversing', async ({
    api,
    user,
  }) => {
    const paprika = paprikaExport([{ name: 'Toast', ingredients: 'bread', directions: 'Toast.' }])
    const bad: [string, string, Uint8Array][] = [
      ['/data/import/cookmate', 'cookmatedb', paprika],
      ['/import/livingcookbook', 'lcbdb', paprika],
      ['/import/fdxz', 'fdxzdb', strToU8(jsonLd)],
      ['/data/import/json-ld', 'jsonLD', strToU8(cookmateXml)],
      ['/data/import/paprika', 'paprikadb', paprika.subarray(0, Math.floor(paprika.length / 2))],
      ['/data/import/paprika', 'paprikadb', zipSync({ '../../etc/evil.paprikarecipe': fakeJpeg(1) })],
      [
        '/data/import/cookmate',
        'cookmatedb',
        strToU8(
          '<?xml version="1.0"?><!DOCTYPE c [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><cookbook>&b;</cookbook>',
        ),
      ],
    ]
    for (const [path, field, file] of bad) {
      const response = await sendImport(api, user.token, path, field, file)
      expect(response.status, path).toBe(400)
      expect(response.body).toMatchObject({ error: { fields: { [field]: expect.any(String) } } })
    }
    expect(await titles(api, user.token)).toEqual([])
    expect((await api.call('GET /jobs', { token: user.token })).body).toEqual({ data: [] })
  })

  test('refuses a zip bomb with 413 before importing anything, and stays up', async ({ api, user }) => {
    // A few hundred kilobytes that would unpack to 300 MB, past the 256 MB an import may unpack.
    const bomb = zipBomb(300, 'Bomb.paprikarecipe')
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
    const response = await sendImport(api, user.token, '/data/import/paprika', 'paprikadb', bomb)
    expect(response.status).toBe(413)
    expect(response.body).toMatchObject({ error: { code: 'payload_too_large', message: expect.any(String) } })
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(200)
    expect(await titles(api, user.token)).toEqual([])
  }, 60_000)
})
