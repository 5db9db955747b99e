import { QueryClient } from '@tanstack/react-query'
import { expect, test } from 'vitest'
import { FakeSocket, liveSocketForEachTest } from '../test/fake-socket.ts'
import { followFriendChanges, socialKeys } from './social.ts'

const keep = liveSocketForEachTest()

test('a friendship change told live marks every friends list and profile to be read again', () => {
  const queryClient = new QueryClient()
  queryClient.setQueryData(socialKeys.friends, { incomingRequests: [], outgoingRequests: [], friends: [] })
  queryClient.setQueryData(socialKeys.profile('dora'), { id: 'dora-id' })
  queryClient.setQueryData(['recipes', 'list'], [])
  keep(followFriendChanges(queryClient))
  FakeSocket.frame('friends:updated', { change: 'accepted' })
  expect(queryClient.getQueryState(socialKeys.friends)?.isInvalidated).toBe(true)
  expect(queryClient.getQueryState(socialKeys.profile('dora'))?.isInvalidated).toBe(true)
  expect(queryClient.getQueryState(['recipes', 'list'])?.isInvalidated).toBe(false)
})

test('other frames leave them be', () => {
  const queryClient = new QueryClient()
  queryClient.setQueryData(socialKeys.friends, { incomingRequests: [], outgoingRequests: [], friends: [] })
  keep(followFriendChanges(queryClient))
  FakeSocket.frame('messages:new', { message: {} })
  expect(queryClient.getQueryState(socialKeys.friends)?.isInvalidated).toBe(false)
})
