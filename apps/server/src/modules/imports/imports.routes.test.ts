import { expect, test } from 'vitest'
import { openPaprika } from '../../formats/import/paprika.ts'
import { paprikaExport } from '../../formats/import/test-support/paprika-files.ts'
import type { ImportFormat, ImportItem } from '../../formats/imported-recipe.ts'
import { openWhole } from './imports.routes.ts'

/** Paprika with a 1 MB unpack limit. */
const smallPaprika: ImportFormat = (file) =>
  openPaprika(file, { maxUnpackedBytes: 1024 * 1024, maxEntries: 10 })

async function collect(items: () => AsyncIterable<ImportItem>): Promise<string[]> {
  const titles: string[] = []
  for await (const item of items()) titles.push('recipe' in item ? item.recipe.title : item.failure.reason)
  return titles
}

test('the job reads the file again with an unpack budget of its own, not what the check left', async () => {
  // 600 KB of notes: more than half the limit, read once to check and once by the job.
  const file = paprikaExport([{ name: 'Focaccia', notes: 'Keep the dough cool. '.repeat(30_000) }])
  const opened = await openWhole(smallPaprika, file, 'paprikadb')
  expect(opened.total).toBe(1)
  expect(await collect(opened.items)).toEqual(['Focaccia'])
})

test('a file over the limit is refused by the check with 413', async () => {
  const file = paprikaExport([{ name: 'Focaccia', notes: 'Keep the dough cool. '.repeat(60_000) }])
  await expect(openWhole(smallPaprika, file, 'paprikadb')).rejects.toMatchObject({
    code: 'payload_too_large',
  })
})
