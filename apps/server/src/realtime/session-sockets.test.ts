import { expect, test } from 'vitest'
import { createSessionSockets } from './session-sockets.ts'

test('each session holds at most the cap: one more pushes out its oldest, other sessions untouched', () => {
  const sockets = createSessionSockets<string>(2)
  expect(sockets.add('s1', 'a')).toEqual([])
  expect(sockets.add('s1', 'b')).toEqual([])
  expect(sockets.add('s2', 'x')).toEqual([])
  expect(sockets.add('s1', 'c')).toEqual(['a'])
  expect(sockets.all().sort()).toEqual(['b', 'c', 'x'])
  // Closing the pushed-out one later counts nothing out twice.
  sockets.remove('s1', 'a')
  expect(sockets.add('s1', 'd')).toEqual(['b'])
  sockets.remove('s1', 'c')
  sockets.remove('s1', 'd')
  sockets.remove('s2', 'x')
  expect(sockets.all()).toEqual([])
})
