import { expect, test } from 'vitest'
import { createInProcessBus, type EndedSessions, endsSession, type SocketFrame } from './event-bus.ts'

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

test('session ends reach every listener until it stops, and say which sessions they end', async () => {
  const bus = createInProcessBus()
  const heard: EndedSessions[] = []
  const stop = bus.onSessionsEnded((ended) => heard.push(ended))
  const logout: EndedSessions = { userId: 'a', sessionIds: ['s1'] }
  const passwordChange: EndedSessions = { userId: 'a', allExcept: 's2' }
  await bus.endSessions(logout)
  await bus.endSessions(passwordChange)
  stop()
  await bus.endSessions({ userId: 'a', allExcept: null })
  expect(heard).toEqual([logout, passwordChange])

  expect([endsSession(logout, 'a', 's1'), endsSession(logout, 'a', 's2')]).toEqual([true, false])
  expect([endsSession(passwordChange, 'a', 's1'), endsSession(passwordChange, 'a', 's2')]).toEqual([
    true,
    false,
  ])
  expect(endsSession({ userId: 'a', allExcept: null }, 'a', 's2')).toBe(true)
  expect(endsSession({ userId: 'a', allExcept: null }, 'b', 's3')).toBe(false)
})
