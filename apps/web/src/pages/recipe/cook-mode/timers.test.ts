import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createTimerModel, formatRemaining } from './timers.ts'

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }))
afterEach(() => vi.useRealTimers())

describe('the timer model', () => {
  test('counts down from its end time and rings once when it passes', () => {
    const onRing = vi.fn()
    const model = createTimerModel({ onRing })
    const timer = model.start({
      recipeId: 'r',
      recipeTitle: 'Tart',
      name: 'Step 2: 25 minutes',
      seconds: 25 * 60,
    })
    expect(timer.endsAt).toBe(1_000_000 + 25 * 60_000)

    vi.advanceTimersByTime(10 * 60_000)
    expect(timer.endsAt - model.now.get()).toBe(15 * 60_000)
    expect(onRing).not.toHaveBeenCalled()

    vi.advanceTimersByTime(15 * 60_000)
    expect(onRing).toHaveBeenCalledTimes(1)
    expect(onRing).toHaveBeenCalledWith(expect.objectContaining({ id: timer.id, ringing: true }))
    expect(model.timers.get()[0]?.ringing).toBe(true)
    vi.advanceTimersByTime(60_000)
    expect(onRing).toHaveBeenCalledTimes(1)
  })

  test('keeps correct time when ticks were held back (a tab in the background)', () => {
    const onRing = vi.fn()
    const model = createTimerModel({ onRing })
    const timer = model.start({ recipeId: 'r', recipeTitle: 'Tart', name: 'Bake', seconds: 60 })
    // The clock moves on without a single tick, as in a throttled background tab.
    vi.setSystemTime(1_000_000 + 40_000)
    model.check()
    expect(timer.endsAt - model.now.get()).toBe(20_000)
    vi.setSystemTime(1_000_000 + 90_000)
    model.check()
    expect(onRing).toHaveBeenCalledTimes(1)
  })

  test('runs several timers at once, each ringing at its own end', () => {
    const rung: string[] = []
    const model = createTimerModel({ onRing: (timer) => rung.push(timer.name) })
    model.start({ recipeId: 'r', recipeTitle: 'Tart', name: 'long', seconds: 120 })
    model.start({ recipeId: 'r', recipeTitle: 'Tart', name: 'short', seconds: 30 })
    vi.advanceTimersByTime(30_000)
    expect(rung).toEqual(['short'])
    vi.advanceTimersByTime(90_000)
    expect(rung).toEqual(['short', 'long'])
  })

  test('stop removes a timer, running or ringing, and the ticking ends with the last one', () => {
    const onRing = vi.fn()
    const onStop = vi.fn()
    const model = createTimerModel({ onRing, onStop })
    const running = model.start({ recipeId: 'r', recipeTitle: 'Tart', name: 'a', seconds: 60 })
    const ringing = model.start({ recipeId: 'r', recipeTitle: 'Tart', name: 'b', seconds: 1 })
    vi.advanceTimersByTime(1_000)
    model.stop(ringing.id)
    model.stop(running.id)
    expect(model.timers.get()).toEqual([])
    expect(onStop.mock.calls.map(([timer]) => (timer as { name: string }).name)).toEqual(['b', 'a'])
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(120_000)
    expect(onRing).toHaveBeenCalledTimes(1)
  })
})

test.for([
  [0, '0:00'],
  [1, '0:01'],
  [999, '0:01'],
  [65_000, '1:05'],
  [25 * 60_000, '25:00'],
  [3_723_000, '1:02:03'],
  [-5_000, '0:00'],
] as const)('formatRemaining(%d) is %s', ([ms, text]) => {
  expect(formatRemaining(ms)).toBe(text)
})
