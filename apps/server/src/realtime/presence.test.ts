import { expect, test } from 'vitest'
import { createInProcessPresence } from './presence.ts'

test('a session is online while any of its sockets is open, and each leave counts once', async () => {
  const presence = createInProcessPresence()
  const leaveTab1 = presence.enter('s1')
  const leaveTab2 = presence.enter('s1')
  presence.enter('s2')
  expect(await presence.online(['s1', 's2', 's3'])).toEqual(new Set(['s1', 's2']))
  leaveTab1()
  leaveTab1()
  expect(await presence.online(['s1'])).toEqual(new Set(['s1']))
  leaveTab2()
  expect(await presence.online(['s1', 's2'])).toEqual(new Set(['s2']))
})
