import { describe, expect, test } from 'vitest'
import { eachBatch, inBatches, ROWS_PER_STATEMENT } from './bulk-work.ts'

describe('batches', () => {
  test('cut a list in order, the last one shorter', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(inBatches([], 2)).toEqual([])
  })

  test('run one at a time, with their offsets, and join what they return', async () => {
    const items = Array.from({ length: ROWS_PER_STATEMENT * 2 + 1 }, (_, index) => index)
    let running = 0
    const offsets: number[] = []
    const rows = await eachBatch(items, async (batch, offset) => {
      running++
      expect(running).toBe(1)
      offsets.push(offset)
      await new Promise((resolve) => setTimeout(resolve, 1))
      running--
      return batch.map((item) => item * 2)
    })
    expect(offsets).toEqual([0, ROWS_PER_STATEMENT, ROWS_PER_STATEMENT * 2])
    expect(rows).toEqual(items.map((item) => item * 2))
  })
})
