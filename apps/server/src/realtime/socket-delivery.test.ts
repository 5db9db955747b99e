import { expect, test } from 'vitest'
import type { SocketFrame } from './event-bus.ts'
import { deliverWhileLive } from './socket-delivery.ts'

const DAY = 24 * 60 * 60 * 1000
const frame = (n: number): SocketFrame => ({ type: 'recipe:update', data: { n } })

function setUp(liveUntil: () => Promise<Date | null>) {
  let current = Date.UTC(2026, 0, 1)
  const sent: SocketFrame[] = []
  const events: string[] = []
  const deliver = deliverWhileLive({
    send: (f) => sent.push(f),
    expiresAt: new Date(current + 60 * DAY),
    now: () => new Date(current),
    liveUntil,
    onEnded: () => events.push('ended'),
    onError: () => events.push('error'),
  })
  return { deliver, sent, events, advance: (ms: number) => void (current += ms), at: () => current }
}

test('frames go straight through while the session is within its known expiry', () => {
  const { deliver, sent } = setUp(() => Promise.reject(new Error('not asked')))
  deliver(frame(1))
  deliver(frame(2))
  expect(sent).toEqual([frame(1), frame(2)])
})

test('past its expiry the session is read again: ended, the frames are dropped and the socket ends', async () => {
  const { deliver, sent, events, advance } = setUp(async () => null)
  advance(61 * DAY)
  deliver(frame(1))
  deliver(frame(2))
  await expect.poll(() => events).toEqual(['ended'])
  expect(sent).toEqual([])
})

test('past its expiry a session that slid meanwhile goes on, its frames in order', async () => {
  let answer: (until: Date | null) => void = () => undefined
  let reads = 0
  const { deliver, sent, events, advance, at } = setUp(() => {
    reads++
    return new Promise((resolve) => (answer = resolve))
  })
  advance(61 * DAY)
  deliver(frame(1))
  deliver(frame(2))
  expect(sent).toEqual([])
  answer(new Date(at() + 30 * DAY))
  await expect.poll(() => sent).toEqual([frame(1), frame(2)])
  deliver(frame(3))
  expect(sent).toEqual([frame(1), frame(2), frame(3)])
  expect(reads).toBe(1)
  expect(events).toEqual([])
})

test('a failed read ends the delivery with an error, sending nothing', async () => {
  const { deliver, sent, events, advance } = setUp(() => Promise.reject(new Error('database gone')))
  advance(61 * DAY)
  deliver(frame(1))
  await expect.poll(() => events).toEqual(['error'])
  expect(sent).toEqual([])
})
