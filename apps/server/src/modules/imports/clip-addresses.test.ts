import { expect, test } from 'vitest'
import { AppError } from '../../errors.ts'
import {
  emptyRecipe,
  type ImportItem,
  type OpenedImport,
  type ReadItem,
} from '../../formats/imported-recipe.ts'
import { clipAddresses } from './clip-addresses.ts'

async function entries(opened: OpenedImport): Promise<ImportItem[]> {
  const all: ImportItem[] = []
  for await (const item of opened.items()) all.push(item)
  return all
}

const source = (items: ReadItem[]): OpenedImport<ReadItem> => ({
  total: items.length,
  items: async function* () {
    yield* items
  },
})

test('clips two addresses at a time and gives the results in the list’s order, other entries in place', async () => {
  let clipping = 0
  let mostAtOnce = 0
  const clip = async (address: string) => {
    clipping++
    mostAtOnce = Math.max(mostAtOnce, clipping)
    // The first page is the slowest: its result still comes first.
    await new Promise((resolve) => setTimeout(resolve, address.endsWith('/1') ? 50 : 5))
    clipping--
    if (address.endsWith('/3')) throw new AppError('invalid_input', 'No recipe was found on that page.')
    if (address.endsWith('/4')) throw new Error('select * from secrets')
    return emptyRecipe(`Page ${address.slice(-1)}`)
  }
  const failure = { failure: { title: 'Soup', reason: 'Unreadable.' } }
  const items = await entries(
    clipAddresses(
      source([
        { address: 'https://a.test/1' },
        { address: 'https://a.test/2', file: 'list.txt' },
        failure,
        { address: 'https://a.test/3' },
        { address: 'https://a.test/4' },
        { address: 'https://a.test/5' },
      ]),
      clip,
    ),
  )
  expect(items.map((item) => ('recipe' in item ? item.recipe.title : item.failure))).toEqual([
    'Page 1',
    'Page 2',
    failure.failure,
    { title: 'https://a.test/3', reason: 'No recipe was found on that page.' },
    { title: 'https://a.test/4', reason: 'The page could not be clipped.' },
    'Page 5',
  ])
  expect(items[1]).toMatchObject({ file: 'list.txt' })
  expect(mostAtOnce).toBe(2)
})
