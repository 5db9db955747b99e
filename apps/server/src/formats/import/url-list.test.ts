import { strToU8 } from 'fflate'
import { expect, test } from 'vitest'
import { type ReadItem, ImportFileError } from '../imported-recipe.ts'
import { openUrlList } from './url-list.ts'

async function itemsOf(text: string): Promise<{ total: number; items: ReadItem[] }> {
  const opened = await openUrlList(strToU8(text))
  const items: ReadItem[] = []
  for await (const item of opened.items()) items.push(item)
  return { total: opened.total, items }
}

test('yields each address once, in order, and every other line as a failure that says so', async () => {
  const { total, items } = await itemsOf(
    '\uFEFFhttps://example.com/soup\r\n  \r\nhttps://EXAMPLE.com/soup\nSunday lunch\nhttp://127.0.0.1:8080/bread\n',
  )
  expect(items).toEqual([
    { address: 'https://example.com/soup' },
    { failure: { title: 'Sunday lunch', reason: 'This line is not a web address.' } },
    { address: 'http://127.0.0.1:8080/bread' },
  ])
  expect(total).toBe(3)
})

test('a list of more than 500 addresses is refused whole, saying how many it holds', async () => {
  const text = Array.from({ length: 501 }, (_, index) => `https://example.com/${index}`).join('\n')
  await expect(openUrlList(strToU8(text))).rejects.toThrow(ImportFileError)
  await expect(openUrlList(strToU8(text))).rejects.toThrow(/501 web addresses; one import clips at most 500/)
})

test('a file far larger than 500 addresses could be is refused without reading it', async () => {
  const text = `https://example.com/soup\n${'\n'.repeat(2_000_000)}`
  await expect(openUrlList(strToU8(text))).rejects.toThrow(/too large/)
})
