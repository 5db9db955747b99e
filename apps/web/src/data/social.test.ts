import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { setToken } from '../auth/session.ts'
import { startSocket } from '../realtime/socket.ts'
import { FakeSocket } from '../test/fake-socket.ts'
import { followFriendChanges, socialKeys } from './social.ts'

let stops: (() => void)[] = []

beforeEach(() => {
  FakeSocket.all = []
  vi.stubGlobal('WebSocket', FakeSocket)
  setToken('token')
  stops.push(startSocket())
})

afterEach(() => {
  for (const stop of stops) stop()
  stops = []
  setToken(null)
  vi.unstubAllGlobals()
})

test('a friendship change told live marks every friends list and profile to be read again', () => {
  const queryClient = new QueryClient()
  queryClient.setQueryData(socialKeys.friends, { incomingRequests: [], outgoingRequests: [], friends: [] })
  queryClient.setQueryData(socialKeys.profile('dora'), { id: 'dora-id' })
  queryClient.setQueryData(['recipes', 'list'], [])
  stops.push(followFriendChanges(queryClient))
  FakeSocket.frame('friends:updated', { change: 'accepted' })
  expect(queryClient.getQueryState(socialKeys.friends)?.isInvalidated).toBe(true)
  expect(queryClient.getQueryState(socialKeys.profile('dora'))?.isInvalidated).toBe(true)
  expect(queryClient.getQueryState(['recipes', 'list'])?.isInvalidated).toBe(false)
})

test('other frames leave them be', () => {
  const queryClient = new QueryClient()
  queryClient.setQueryData(socialKeys.friends, { incomingRequests: [], outgoingRequests: [], friends: [] })
  stops.push(followFriendChanges(queryClient))
  FakeSocket.frame('messages:new', { message: {} })
  expect(queryClient.getQueryState(socialKeys.friends)?.isInvalidated).toBe(false)
})
