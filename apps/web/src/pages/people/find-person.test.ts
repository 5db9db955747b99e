import type { TFriends } from '@rosemary/shared/contract'
import { describe, expect, test } from 'vitest'
import { friendshipFrom, readPersonQuery } from './find-person.ts'

describe('what the add-a-friend box was given', () => {
  test.for([
    ['  Julia@Example.com ', { kind: 'email', email: 'julia@example.com' }],
    ['@Julia_C', { kind: 'handle', handle: 'julia_c' }],
    [' julia.c ', { kind: 'handle', handle: 'julia.c' }],
    ['@', { kind: 'bad-handle', problem: 'empty' }],
    ['julia child', { kind: 'bad-handle', problem: 'characters' }],
    ['theadmin', { kind: 'bad-handle', problem: 'reserved' }],
    ['   ', null],
  ] as const)('%j → %j', ([typed, expected]) => {
    expect(readPersonQuery(typed)).toEqual(expected)
  })
})

describe('where I stand with someone found by email', () => {
  const person = (id: string) => ({
    otherUser: { id, name: id, handle: null, profileImageUrl: null },
    createdAt: '2026-01-01T00:00:00.000Z',
  })
  const friends: TFriends = {
    incomingRequests: [person('a')],
    outgoingRequests: [person('b')],
    friends: [person('c')],
  }

  test.for([
    ['a', 'incoming'],
    ['b', 'outgoing'],
    ['c', 'friends'],
    ['d', 'none'],
  ] as const)('%s is %s', ([id, state]) => {
    expect(friendshipFrom(friends, id)).toBe(state)
  })

  test('before the lists arrive, no one is known', () => {
    expect(friendshipFrom(undefined, 'a')).toBe('none')
  })
})
