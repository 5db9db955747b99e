import { expect, test, vi } from 'vitest'
import { FakeSocket, liveSocketForEachTest } from '../test/fake-socket.ts'
import { friendChangeOfFrame, startFriendNotices } from './friend-notice.ts'

const keep = liveSocketForEachTest()

const dora = { id: 'dora-id', name: 'Dora', handle: 'dora', profileImageUrl: null }
const change = (changes: object = {}) => ({
  otherUser: dora,
  friendship: 'incoming',
  change: 'asked',
  byMe: false,
  ...changes,
})

function listen() {
  const shown = vi.fn()
  keep(startFriendNotices(shown))
  return shown
}

test('a request that came to me, and my request accepted, each show a notice naming the person', () => {
  const shown = listen()
  FakeSocket.frame('friends:updated', change())
  FakeSocket.frame('friends:updated', change({ friendship: 'friends', change: 'accepted' }))
  expect(shown.mock.calls).toEqual([[{ kind: 'asked', name: 'Dora' }], [{ kind: 'accepted', name: 'Dora' }]])
})

test('what I did on another device, declines, cancellations and unfriendings show nothing', () => {
  const shown = listen()
  FakeSocket.frame('friends:updated', change({ friendship: 'outgoing', byMe: true }))
  FakeSocket.frame('friends:updated', change({ friendship: 'friends', change: 'accepted', byMe: true }))
  for (const ended of ['declined', 'cancelled', 'removed'])
    FakeSocket.frame('friends:updated', change({ friendship: 'none', change: ended }))
  expect(shown).not.toHaveBeenCalled()
})

test('a frame that is not a friendship change is ignored', () => {
  const shown = listen()
  for (const data of [
    null,
    {},
    change({ change: 'exploded' }),
    change({ otherUser: { id: 1 } }),
    change({ byMe: 'no' }),
  ])
    FakeSocket.frame('friends:updated', data)
  FakeSocket.frame('messages:new', change())
  expect(shown).not.toHaveBeenCalled()
  expect(friendChangeOfFrame(change())).toEqual(change())
})
