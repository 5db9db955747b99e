import { describe, expect, test } from 'vitest'
import { mapInTurns } from './turns.ts'

describe('work in turns', () => {
  test('gives the event loop turns during long work and keeps the order', async () => {
    const turns: number[] = []
    const timer = setInterval(() => turns.push(performance.now()), 1)
    const slow = (item: number) => {
      const until = performance.now() + 1
      while (performance.now() < until);
      return item + 1
    }
    try {
      const started = performance.now()
      const results = await mapInTurns(
        Array.from({ length: 100 }, (_, index) => index),
        slow,
      )
      expect(results).toEqual(Array.from({ length: 100 }, (_, index) => index + 1))
      // 100 ms of work: the timer ran in between, not only once it was over.
      expect(turns.filter((at) => at > started).length).toBeGreaterThan(3)
    } finally {
      clearInterval(timer)
    }
  })

  test('a failure stops the work', async () => {
    const seen: number[] = []
    const failing = mapInTurns([1, 2, 3], (item) => {
      seen.push(item)
      if (item === 2) throw new Error('too many')
      return item
    })
    await expect(failing).rejects.toThrow('too many')
    expect(seen).toEqual([1, 2])
  })
})
