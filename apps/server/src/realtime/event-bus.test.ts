import { expect, test } from 'vitest'
import { createInProcessBus, type SocketFrame } from './event-bus.ts'

test('delivers a frame to every listener of that user and no one else', async () => {
  const bus = createInProcessBus()
  const a1: SocketFrame[] = []
  const a2: SocketFrame[] = []
  const b: SocketFrame[] = []
  bus.subscribe('a', (frame) => a1.push(frame))
  bus.subscribe('a', (frame) => a2.push(frame))
  bus.subscribe('b', (frame) => b.push(frame))
  await bus.publish('a', { type: 'recipe:update', data: { recipeId: '1' } })
  expect(a1).toEqual([{ type: 'recipe:update', data: { recipeId: '1' } }])
  expect(a2).toEqual(a1)
  expect(b).toEqual([])
})

test('an unsubscribed listener hears nothing more, and the user is forgotten', async () => {
  const bus = createInProcessBus()
  const heard: SocketFrame[] = []
  const stop = bus.subscribe('a', (frame) => heard.push(frame))
  expect(bus.subscriberCount('a')).toBe(1)
  stop()
  await bus.publish('a', { type: 'x', data: null })
  expect(heard).toEqual([])
  expect(bus.subscriberCount('a')).toBe(0)
})

test('a listener of every frame hears each user’s frames until it stops', async () => {
  const bus = createInProcessBus()
  const heard: [string, string][] = []
  const stop = bus.subscribeAll((userId, frame) => heard.push([userId, frame.type]))
  await bus.publish('a', { type: 'recipe:update', data: null })
  await bus.publish('b', { type: 'job:updated', data: null })
  stop()
  await bus.publish('a', { type: 'x', data: null })
  expect(heard).toEqual([
    ['a', 'recipe:update'],
    ['b', 'job:updated'],
  ])
})
