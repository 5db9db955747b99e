/** Import files: several files of any format, recognised by content, imported as one job or only recognised. */
import { strToU8, zipSync } from 'fflate'
import { describe, expect } from 'vitest'
import type { TJob, TRecipeSummary } from '@rosemary/shared/contract'
import {
  fakeJpeg,
  paprikaExport,
  paprikaRecipeFile,
} from '../../formats/import/test-support/paprika-files.ts'
import { zipBomb } from '../../formats/import/test-support/zip-bomb.ts'
import type { ApiClient } from '../../test/api-client.ts'
import { test } from '../../test/fixtures.ts'
import { finishedJob, sendFiles } from '../../test/imports.ts'

const cookmateXml = `<?xml version="1.0" encoding="utf-8"?><cookbook version="66"><recipe>
<title>Gâteau au chocolat</title><ingredient><li>200 g chocolate</li></ingredient>
<recipetext><li>Melt.</li></recipetext></recipe></cookbook>`

const jsonLd = JSON.stringify([
  { '@type': 'Recipe', name: 'Shakshuka', recipeIngredient: ['4 eggs'], recipeInstructions: 'Simmer.' },
  { '@type': 'Recipe', name: 'Dal', recipeIngredient: ['lentils'], recipeInstructions: 'Boil.' },
])

// Named as a person's files might be, with the wrong extensions: the content decides.
const files = () => [
  {
    name: 'from my phone.zip',
    data: paprikaExport([{ name: 'Toast', ingredients: 'bread', directions: 'Toast.' }]),
  },
  { name: 'backup.txt', data: strToU8(cookmateXml) },
  { name: 'recipes.xml', data: strToU8(jsonLd) },
]

async function titles(api: ApiClient, token: string): Promise<string[]> {
  const page = await api.call('GET /recipes/by-page', { token, query: {} })
  return (page.body as { data: TRecipeSummary[] }).data.map((recipe) => recipe.title).sort()
}

describe('POST /data/import/files/recognize', () => {
  test('names the format and recipes of each file and recipes, and imports nothing', async ({
    api,
    user,
  }) => {
    const response = await sendFiles(api, user.token, '/data/import/files/recognize', [
      ...files(),
      { name: 'holiday.jpg', data: fakeJpeg(1) },
      { name: 'broken.paprikarecipes', data: zipSync({ 'a.paprikarecipe': fakeJpeg(2) }).subarray(0, 40) },
      { name: 'bomb.paprikarecipes', data: zipBomb(300, 'Bomb.paprikarecipe') },
    ])
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toEqual({
      files: [
        { name: 'from my phone.zip', format: 'paprika', recipes: 1, problem: null, columns: null },
        { name: 'backup.txt', format: 'cookmate', recipes: 1, problem: null, columns: null },
        { name: 'recipes.xml', format: 'jsonLd', recipes: 2, problem: null, columns: null },
        { name: 'holiday.jpg', format: null, recipes: 0, problem: null, columns: null },
        {
          name: 'broken.paprikarecipes',
          format: null,
          recipes: 0,
          problem: expect.stringContaining('zip'),
          columns: null,
        },
        {
          name: 'bomb.paprikarecipes',
          format: 'paprika',
          recipes: 0,
          problem: expect.stringContaining('256 MB'),
          columns: null,
        },
      ],
    })
    expect(await titles(api, user.token)).toEqual([])
  }, 60_000)

  test('asks for the files when none are sent, and for sign-in', async ({ api, user }) => {
    const none = await api.raw({
      method: 'POST',
      url: '/api/data/import/files/recognize',
      payload: new FormData(),
      headers: { authorization: `Bearer ${user.token}` },
    })
    expect(none.status).toBe(400)
    const wrongField = new FormData()
    wrongField.append('file', new Blob([strToU8(jsonLd)]), 'a.json')
    const wrong = await api.raw({
      method: 'POST',
      url: '/api/data/import/files/recognize',
      payload: wrongField,
      headers: { authorization: `Bearer ${user.token}` },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ error: { fields: { files: 'missing' } } })
    const anonymous = await sendFiles(api, undefined, '/data/import/files/recognize', files())
    expect(anonymous.status).toBe(401)
  })
})

describe('POST /data/import/files', () => {
  test('imports three files of three formats as one job, whose summary lists each file', async ({
    api,
    user,
  }) => {
    const started = await sendFiles(api, user.token, '/data/import/files', files())
    expect(started.status, JSON.stringify(started.body)).toBe(202)
    const job = await finishedJob(api, user.token, (started.body as { jobId: string }).jobId)
    expect(job).toMatchObject<Partial<TJob>>({
      type: 'import:files',
      status: 'done',
      total: 4,
      imported: 4,
      failed: 0,
      files: [
        { name: 'from my phone.zip', format: 'paprika', recipes: 1 },
        { name: 'backup.txt', format: 'cookmate', recipes: 1 },
        { name: 'recipes.xml', format: 'jsonLd', recipes: 2 },
      ],
    })
    expect(await titles(api, user.token)).toEqual(['Dal', 'Gâteau au chocolat', 'Shakshuka', 'Toast'])
  })

  test('a recipe that cannot be read is a failure naming its file; the others are imported', async ({
    api,
    user,
  }) => {
    const paprika = zipSync({
      'Broken.paprikarecipe': strToU8('not gzip'),
      'Good.paprikarecipe': paprikaRecipeFile({ name: 'Good', ingredients: 'x', directions: 'y' }),
    })
    const started = await sendFiles(api, user.token, '/data/import/files', [
      { name: 'mine.paprikarecipes', data: paprika },
      { name: 'web.json', data: strToU8(jsonLd) },
    ])
    expect(started.status, JSON.stringify(started.body)).toBe(202)
    const job = await finishedJob(api, user.token, (started.body as { jobId: string }).jobId)
    expect(job).toMatchObject({ status: 'done', imported: 3, failed: 1 })
    expect(job.failures).toEqual([
      { title: 'Broken', reason: expect.any(String), file: 'mine.paprikarecipes' },
    ])
  })

  test('a file of no known format refuses the whole request, naming it and what was looked for', async ({
    api,
    user,
  }) => {
    const response = await sendFiles(api, user.token, '/data/import/files', [
      ...files(),
      { name: 'shopping.txt', data: strToU8('milk\neggs') },
    ])
    expect(response.status).toBe(400)
    const message = (response.body as { error: { fields: { files: string } } }).error.fields.files
    expect(message).toContain('"shopping.txt"')
    expect(message).toContain('Paprika, schema.org JSON-LD')
    expect(await titles(api, user.token)).toEqual([])
    expect((await api.call('GET /jobs', { token: user.token })).body).toEqual({ data: [] })
  })

  test('a damaged file or a bomb among good ones refuses the request, naming the file', async ({
    api,
    user,
  }) => {
    const paprika = paprikaExport([{ name: 'Toast', ingredients: 'bread', directions: 'Toast.' }])
    const truncated = await sendFiles(api, user.token, '/data/import/files', [
      ...files(),
      { name: 'cut.paprikarecipes', data: paprika.subarray(0, Math.floor(paprika.length / 2)) },
    ])
    expect(truncated.status).toBe(400)
    expect(truncated.body).toMatchObject({
      error: { fields: { files: expect.stringContaining('"cut.paprikarecipes"') } },
    })
    const bomb = await sendFiles(api, user.token, '/data/import/files', [
      { name: 'bomb.paprikarecipes', data: zipBomb(300, 'Bomb.paprikarecipe') },
    ])
    expect(bomb.status, JSON.stringify(bomb.body)).toBe(413)
    expect(bomb.body).toMatchObject({ error: { message: expect.stringContaining('"bomb.paprikarecipes"') } })
    expect(await titles(api, user.token)).toEqual([])
  }, 60_000)

  test('folders and control characters are taken out of file names', async ({ api, user }) => {
    const response = await sendFiles(api, user.token, '/data/import/files/recognize', [
      { name: '../../secret/\u202Eevil.json', data: strToU8(jsonLd) },
    ])
    expect(response.body).toMatchObject({ files: [{ name: 'evil.json', format: 'jsonLd' }] })
  })
})

describe('CSV files: the columns chosen by the person', () => {
  // A spreadsheet whose header names no title the guess knows, and one whose guess is wrong.
  const dishes = strToU8('Gericht;Was man braucht;Wie\nBrot;"Mehl\nWasser";Kneten.\nSuppe;Lauch;Kochen.\n')
  const guessed = strToU8('Title,Ingredients,Notes\nTea,tea leaves,Steep.\n')

  test('recognising offers the columns of a CSV file, even one without a title column', async ({
    api,
    user,
  }) => {
    const response = await sendFiles(api, user.token, '/data/import/files/recognize', [
      { name: 'dishes.csv', data: dishes },
      { name: 'tea.csv', data: guessed },
    ])
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toEqual({
      files: [
        {
          name: 'dishes.csv',
          format: null,
          recipes: 0,
          problem: null,
          columns: {
            names: ['Gericht', 'Was man braucht', 'Wie'],
            examples: ['Brot', 'Mehl\nWasser', 'Kneten.'],
            mapping: {},
            rows: 2,
          },
        },
        {
          name: 'tea.csv',
          format: 'genericCsv',
          recipes: 1,
          problem: null,
          columns: {
            names: ['Title', 'Ingredients', 'Notes'],
            examples: ['Tea', 'tea leaves', 'Steep.'],
            mapping: { title: 0, ingredients: 1, notes: 2 },
            rows: 1,
          },
        },
      ],
    })
  })

  test('a CSV file without a title column is refused until its columns are chosen', async ({ api, user }) => {
    const refused = await sendFiles(api, user.token, '/data/import/files', [
      { name: 'dishes.csv', data: dishes },
    ])
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      error: { fields: { files: expect.stringContaining('choose the columns') } },
    })
    expect(await titles(api, user.token)).toEqual([])
  })

  test('the columns chosen are the ones read, for each file by its name', async ({ api, user }) => {
    const columns = JSON.stringify({
      'dishes.csv': { title: 0, ingredients: 1, instructions: 2 },
      // The guess took Notes as notes; the person says they are the steps.
      'tea.csv': { title: 0, ingredients: 1, instructions: 2 },
    })
    const started = await sendFiles(
      api,
      user.token,
      '/data/import/files',
      [
        { name: 'dishes.csv', data: dishes },
        { name: 'tea.csv', data: guessed },
      ],
      { columns },
    )
    expect(started.status, JSON.stringify(started.body)).toBe(202)
    const job = await finishedJob(api, user.token, (started.body as { jobId: string }).jobId)
    expect(job).toMatchObject({
      status: 'done',
      imported: 3,
      files: [
        { name: 'dishes.csv', format: 'genericCsv', recipes: 2 },
        { name: 'tea.csv', format: 'genericCsv', recipes: 1 },
      ],
    })
    expect(await titles(api, user.token)).toEqual(['Brot', 'Suppe', 'Tea'])
    const page = await api.call('GET /recipes/by-page', { token: user.token, query: {} })
    const tea = (page.body as { data: TRecipeSummary[] }).data.find((recipe) => recipe.title === 'Tea')
    const full = await api.call('GET /recipes/:id', { token: user.token, params: { id: tea?.id ?? '' } })
    expect(full.body).toMatchObject({ ingredients: 'tea leaves', instructions: 'Steep.', notes: '' })
  })

  test.for([
    ['not JSON', '{title', 'columns'],
    ['a field no recipe has', JSON.stringify({ 'dishes.csv': { colour: 1 } }), 'columns.dishes.csv'],
    ['a column counted below 0', JSON.stringify({ 'dishes.csv': { title: -1 } }), 'columns.dishes.csv.title'],
    ['a file that was not sent', JSON.stringify({ 'other.csv': { title: 0 } }), 'columns'],
    ['a column the file does not have', JSON.stringify({ 'dishes.csv': { title: 7 } }), 'files'],
    ['no title column', JSON.stringify({ 'dishes.csv': { ingredients: 1 } }), 'files'],
  ])(
    'columns with %s are refused, naming the field, and nothing is imported',
    async ([, columns, field], { api, user }) => {
      const response = await sendFiles(
        api,
        user.token,
        '/data/import/files',
        [{ name: 'dishes.csv', data: dishes }],
        { columns: columns! },
      )
      expect(response.status, JSON.stringify(response.body)).toBe(400)
      expect(Object.keys((response.body as { error: { fields: object } }).error.fields)).toEqual([field])
      expect(await titles(api, user.token)).toEqual([])
    },
  )

  test('columns are not chosen for a file an app’s reader knows, nor for one that is not CSV', async ({
    api,
    user,
  }) => {
    for (const file of [
      { name: 'web.json', data: strToU8(jsonLd) },
      { name: 'holiday.jpg', data: fakeJpeg(1) },
    ]) {
      const response = await sendFiles(api, user.token, '/data/import/files', [file], {
        columns: JSON.stringify({ [file.name]: { title: 0 } }),
      })
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        error: { fields: { columns: expect.stringContaining(file.name) } },
      })
    }
    expect(await titles(api, user.token)).toEqual([])
  })

  test('recognising reads no text field, and importing only "columns"', async ({ api, user }) => {
    const file = { name: 'tea.csv', data: guessed }
    const recognize = await sendFiles(api, user.token, '/data/import/files/recognize', [file], {
      columns: '{}',
    })
    expect(recognize.status).toBe(400)
    const other = await sendFiles(api, user.token, '/data/import/files', [file], { label: 'x' })
    expect(other.status).toBe(400)
    expect(other.body).toMatchObject({ error: { fields: { label: 'not read here' } } })
  })
})
