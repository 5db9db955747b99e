import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { noteAnswer } from '../api/connection.ts'
import { setToken } from '../auth/session.ts'
import { fakeApi } from '../test/fake-api.ts'
import { FakeSocket } from '../test/fake-socket.ts'
import { friend, me, message } from '../test/messages-fixtures.ts'
import { startNewMessageNotices } from './new-message-notice.ts'
import { startSocket } from './socket.ts'

let stops: (() => void)[] = []

beforeEach(() => {
  FakeSocket.all = []
  vi.stubGlobal('WebSocket', FakeSocket)
  fakeApi({ 'GET /users/': { body: { id: me.id, name: me.name } } })
  setToken('token')
  stops.push(startSocket())
})

afterEach(() => {
  for (const stop of stops) stop()
  stops = []
  setToken(null)
  noteAnswer()
  window.location.hash = ''
  vi.unstubAllGlobals()
})

function listen() {
  const shown = vi.fn()
  stops.push(startNewMessageNotices(shown))
  return shown
}

test('a message that came to me while another page is open shows the notice', async () => {
  window.location.hash = '#/list/main'
  const shown = listen()
  const arrived = message()
  FakeSocket.frame('messages:new', { message: arrived })
  await vi.waitFor(() => expect(shown).toHaveBeenCalledExactlyOnceWith(arrived))
})

test("no notice on that person's thread, nor for my own message from another device", async () => {
  const shown = listen()
  window.location.hash = `#/messages/${friend.id}`
  FakeSocket.frame('messages:new', { message: message() })
  window.location.hash = '#/messages'
  FakeSocket.frame('messages:new', { message: message({ fromUser: me, toUser: friend }) })
  // Something that must show, sent last: once it did, the two before it had their turn.
  FakeSocket.frame('messages:new', { message: message({ body: 'last' }) })
  await vi.waitFor(() => expect(shown).toHaveBeenCalledOnce())
  expect(shown.mock.calls[0]?.[0]).toMatchObject({ body: 'last' })
})

test('a frame without a message is ignored', async () => {
  const shown = listen()
  FakeSocket.frame('messages:new', { nothing: true })
  FakeSocket.frame('messages:new', null)
  FakeSocket.frame('messages:new', { message: message({ body: 'real' }) })
  await vi.waitFor(() => expect(shown).toHaveBeenCalledOnce())
})
