import { QueryClient } from '@tanstack/react-query'
import { expect, test, vi } from 'vitest'
import { FakeSocket, liveSocketForEachTest } from '../test/fake-socket.ts'
import { friend, me, message } from '../test/messages-fixtures.ts'
import { addToThread, followNewMessages, messageKeys, type ThreadData, threadMessages } from './messages.ts'

const keep = liveSocketForEachTest()

const older = message({ body: 'older' })
const newer = message({ body: 'newer' })

function threadCache() {
  const queryClient = new QueryClient()
  // Two pages: the newest first, each oldest first.
  queryClient.setQueryData<ThreadData>(messageKeys.thread(friend.id), {
    pages: [[newer], [older]],
    pageParams: [undefined, newer.id],
  })
  return queryClient
}

test('the thread reads oldest first across its pages', () => {
  const queryClient = threadCache()
  const data = queryClient.getQueryData<ThreadData>(messageKeys.thread(friend.id))
  expect(threadMessages(data).map((shown) => shown.body)).toEqual(['older', 'newer'])
})

test('a message sent here and echoed by the socket shows once, at the end', () => {
  const queryClient = threadCache()
  keep(followNewMessages(queryClient))
  const mine = message({ fromUser: me, toUser: friend, body: 'mine' })
  addToThread(queryClient, friend.id, mine) // the POST's answer
  FakeSocket.frame('messages:new', { message: mine }) // the same message, live
  const data = queryClient.getQueryData<ThreadData>(messageKeys.thread(friend.id))
  expect(threadMessages(data).map((shown) => shown.body)).toEqual(['older', 'newer', 'mine'])
})

test("a live message joins its open thread at once and the threads list is loaded again", () => {
  const queryClient = threadCache()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  keep(followNewMessages(queryClient))
  const arrived = message({ body: 'live' })
  FakeSocket.frame('messages:new', { message: arrived })
  const data = queryClient.getQueryData<ThreadData>(messageKeys.thread(friend.id))
  expect(threadMessages(data).at(-1)?.body).toBe('live')
  expect(invalidate).toHaveBeenCalledWith({ queryKey: messageKeys.threads })
})

test('a message of a thread not loaded creates no cache for it', () => {
  const queryClient = new QueryClient()
  keep(followNewMessages(queryClient))
  FakeSocket.frame('messages:new', { message: message() })
  expect(queryClient.getQueryData(messageKeys.thread(friend.id))).toBeUndefined()
})
