import { expect, test } from 'vitest'
import { paprikaExport } from '../formats/import/test-support/paprika-files.ts'
import type { ImportLimits } from '../formats/imported-recipe.ts'
import { PARSE_TASKS } from './parse-tasks.ts'

/** Paprika with a 1 MB unpack limit. */
const SMALL: ImportLimits = { maxUnpackedBytes: 1024 * 1024, maxEntries: 10 }

async function drain<T>(steps: AsyncGenerator<unknown, T>): Promise<T> {
  for (;;) {
    const next = await steps.next()
    if (next.done) return next.value
  }
}

test('the job reads the file again with an unpack budget of its own, not what the check left', async () => {
  // 600 KB of notes: more than half the limit, read once to check and once by the job.
  const file = paprikaExport([{ name: 'Focaccia', notes: 'Keep the dough cool. '.repeat(30_000) }])
  const counted = await drain(PARSE_TASKS.countImport({ format: 'paprika', file, limits: SMALL }))
  expect(counted.value.total).toBe(1)
  const titles: string[] = []
  for await (const { value } of PARSE_TASKS.readImport({ format: 'paprika', file, limits: SMALL })) {
    titles.push('recipe' in value ? value.recipe.title : 'failure' in value ? value.failure.reason : '')
  }
  expect(titles).toEqual(['Focaccia'])
})

test('a file over the limit is refused by the check', async () => {
  const file = paprikaExport([{ name: 'Focaccia', notes: 'Keep the dough cool. '.repeat(60_000) }])
  await expect(drain(PARSE_TASKS.countImport({ format: 'paprika', file, limits: SMALL }))).rejects.toThrow(
    'unpacks to more than 1 MB',
  )
})

test('recognising for an import does not open a file of a known format: the import reads it whole next', async () => {
  const file = paprikaExport([{ name: 'Focaccia' }, { name: 'Pita' }])
  const counted = await PARSE_TASKS.recognize({ file: new Uint8Array(file) })
  expect(counted.value).toMatchObject({ format: 'paprika', recipes: 2, problem: null, columns: null })
  const named = await PARSE_TASKS.recognize({ file: new Uint8Array(file), count: false })
  expect(named.value).toMatchObject({ format: 'paprika', recipes: 0, problem: null })
})

test('recognising a spreadsheet for an import reads its header only: the rows are read by the import', async () => {
  const file = new TextEncoder().encode('Gericht,Zutaten\nBrot,Mehl\nSuppe,Lauch\n')
  const shown = await PARSE_TASKS.recognize({ file: new Uint8Array(file) })
  expect(shown.value.columns).toMatchObject({
    names: ['Gericht', 'Zutaten'],
    examples: ['Brot', 'Mehl'],
    rows: 2,
  })
  const named = await PARSE_TASKS.recognize({ file: new Uint8Array(file), count: false })
  expect(named.value.columns).toMatchObject({ names: ['Gericht', 'Zutaten'], examples: ['', ''], rows: 0 })
})

test('the columns chosen for a CSV file are the ones the import reads', async () => {
  const file = new TextEncoder().encode('Title,Notes\nTea,Steep.\n')
  const read = async (columns?: { title: number; instructions?: number; notes?: number }) => {
    const items = []
    for await (const { value } of PARSE_TASKS.readImport({
      format: 'genericCsv',
      file,
      ...(columns && { columns }),
    }))
      items.push(value)
    return items
  }
  expect(await read()).toMatchObject([{ recipe: { title: 'Tea', notes: 'Steep.', instructions: '' } }])
  expect(await read({ title: 0, instructions: 1 })).toMatchObject([
    { recipe: { title: 'Tea', notes: '', instructions: 'Steep.' } },
  ])
})
