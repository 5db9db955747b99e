import type { TFriends, TOtherUser, TPublicProfile } from '@rosemary/shared/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { friendRequestCountStore } from '../../app/friend-request-count.ts'
import { followFriendChanges } from '../../data/social.ts'
import { startSocket } from '../../realtime/socket.ts'
import { apiError, fakeApi, type FakeRoutes } from '../../test/fake-api.ts'
import { FakeSocket } from '../../test/fake-socket.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import PeoplePage from './PeoplePage.tsx'

const ME = '00000000-0000-4000-8000-00000000000a'
const person = (id: string, name: string, handle: string | null = null): TOtherUser => ({
  id,
  name,
  handle,
  profileImageUrl: null,
})
const entry = (otherUser: TOtherUser) => ({ otherUser, createdAt: '2026-01-01T00:00:00.000Z' })
const ANNA = person('anna-id', 'Anna', 'anna')
const BRUNO = person('bruno-id', 'Bruno')
const CARLA = person('carla-id', 'Carla', 'carla')
const ALL: TFriends = {
  incomingRequests: [entry(ANNA)],
  outgoingRequests: [entry(BRUNO)],
  friends: [entry(CARLA)],
}
const NONE: TFriends = { incomingRequests: [], outgoingRequests: [], friends: [] }

function serve(friends: () => TFriends, more: FakeRoutes = {}) {
  return fakeApi({
    'GET /users/friends': () => ({ body: friends() }),
    'GET /users/': {
      body: { id: ME, name: 'Me', email: 'me@x.test', handle: null, createdAt: '2026-01-01T00:00:00.000Z' },
    },
    ...more,
  })
}

const show = () => renderPage(PeoplePage, '/people', '/people')
const section = (id: string) => screen.findByTestId(id)

signedInForEachTest()

afterEach(() => {
  friendRequestCountStore.set(0)
})

describe('the lists', () => {
  test('each says so when it is empty', async () => {
    serve(() => NONE)
    show()
    expect(await screen.findByText('No requests are waiting for you.')).toBeTruthy()
    expect(screen.getByText('You are not waiting on anyone.')).toBeTruthy()
    expect(screen.getByText('No friends yet. Add someone by their email or handle.')).toBeTruthy()
  })

  test('accepting asks to be friends back; the lists and the menu count follow', async () => {
    let friends = ALL
    const api = serve(() => friends, {
      'POST /users/friends/:id': () => {
        friends = { ...ALL, incomingRequests: [], friends: [entry(CARLA), entry(ANNA)] }
        return { status: 201, body: { friendship: 'friends' } }
      },
    })
    show()
    const incoming = await section('incoming-requests')
    await waitFor(() => expect(friendRequestCountStore.get()).toBe(1))
    fireEvent.click(within(incoming).getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(within(incoming).getByText('No requests are waiting for you.')).toBeTruthy())
    expect(api.made('POST', '/users/friends/anna-id')).toHaveLength(1)
    expect(within(await section('friends')).getByText('Anna')).toBeTruthy()
    expect(friendRequestCountStore.get()).toBe(0)
  })

  test('declining and cancelling end the request', async () => {
    const api = serve(() => ALL, { 'DELETE /users/friends/:id': { body: { ok: true } } })
    show()
    fireEvent.click(within(await section('incoming-requests')).getByRole('button', { name: 'Decline' }))
    fireEvent.click(within(await section('outgoing-requests')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(api.made('DELETE', '/users/friends/bruno-id')).toHaveLength(1))
    expect(api.made('DELETE', '/users/friends/anna-id')).toHaveLength(1)
  })

  test('a friend opens by handle, is messaged by id, and is unfriended only after confirming', async () => {
    const api = serve(() => ALL, { 'DELETE /users/friends/:id': { body: { ok: true } } })
    show()
    const friends = await section('friends')
    expect(within(friends).getByRole('link', { name: 'Carla' }).getAttribute('href')).toBe('/people/carla')
    expect(within(friends).getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(
      '/messages/carla-id',
    )
    // Without a handle there is no profile address: the name is plain text.
    expect(within(await section('outgoing-requests')).queryByRole('link', { name: 'Bruno' })).toBeNull()

    fireEvent.click(within(friends).getByRole('button', { name: 'Unfriend' }))
    const dialog = await screen.findByRole('dialog', { name: 'Unfriend Carla?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.made('DELETE', '/users/friends/carla-id')).toHaveLength(0)

    fireEvent.click(within(friends).getByRole('button', { name: 'Unfriend' }))
    const again = await screen.findByRole('dialog', { name: 'Unfriend Carla?' })
    fireEvent.click(within(again).getByRole('button', { name: 'Unfriend' }))
    await waitFor(() => expect(api.made('DELETE', '/users/friends/carla-id')).toHaveLength(1))
  })
})

const profile = (changes: Partial<TPublicProfile>): TPublicProfile => ({
  id: 'dora-id',
  name: 'Dora',
  handle: 'dora',
  profileImages: [],
  profileItems: [],
  isMe: false,
  friendship: 'none',
  ...changes,
})

async function find(text: string) {
  const box = screen.getByRole('region', { name: 'Add a friend' })
  fireEvent.change(within(box).getByLabelText('Email or handle'), { target: { value: text } })
  fireEvent.click(within(box).getByRole('button', { name: 'Find' }))
  return box
}

describe('adding a friend', () => {
  test('by handle: the person found, then asked', async () => {
    let friends = NONE
    const api = serve(() => friends, {
      'GET /users/profile/by-handle/:handle': (_, { handle }) =>
        handle === 'dora' ? { body: profile({}) } : apiError(404, 'not_found'),
      'POST /users/friends/:id': () => {
        friends = { ...NONE, outgoingRequests: [entry(person('dora-id', 'Dora', 'dora'))] }
        return { status: 201, body: { friendship: 'outgoing' } }
      },
    })
    show()
    const box = await find('@Dora')
    fireEvent.click(await within(box).findByRole('button', { name: 'Add friend' }))
    expect(await within(box).findByText('You asked Dora; the answer is theirs.')).toBeTruthy()
    expect(within(box).queryByRole('button', { name: 'Add friend' })).toBeNull()
    expect(api.made('POST', '/users/friends/dora-id')).toHaveLength(1)
  })

  test('the person found follows my lists: asked, then accepted on their side', async () => {
    let friends = NONE
    const dora = person('dora-id', 'Dora', 'dora')
    serve(() => friends, {
      'GET /users/profile/by-handle/:handle': { body: profile({ friendship: 'none' }) },
      'POST /users/friends/:id': () => {
        friends = { ...NONE, outgoingRequests: [entry(dora)] }
        return { status: 201, body: { friendship: 'outgoing' } }
      },
    })
    vi.stubGlobal('WebSocket', FakeSocket)
    const stopSocket = startSocket()
    const { queryClient } = show()
    const stopFollowing = followFriendChanges(queryClient)
    const box = await find('dora')
    fireEvent.click(await within(box).findByRole('button', { name: 'Add friend' }))
    expect(await within(box).findByText('You asked Dora; the answer is theirs.')).toBeTruthy()
    const outgoing = await section('outgoing-requests')
    expect(within(outgoing).getByRole('button', { name: 'Cancel' })).toBeTruthy()

    // Dora accepts on her app, and the frame comes: no Cancel any more, Dora among the friends.
    friends = { ...NONE, friends: [entry(dora)] }
    FakeSocket.frame('friends:updated', {
      otherUser: dora,
      friendship: 'friends',
      change: 'accepted',
      byMe: false,
    })
    expect(await within(box).findByText('You and Dora are friends.')).toBeTruthy()
    await waitFor(() => expect(within(outgoing).queryByRole('button', { name: 'Cancel' })).toBeNull())
    expect(within(await section('friends')).getByText('Dora')).toBeTruthy()
    stopFollowing()
    stopSocket()
  })

  test('by exact email; where we stand comes from my lists', async () => {
    const api = serve(() => ALL, {
      'GET /users/by-email': { body: { id: 'carla-id', name: 'Carla', handle: 'carla' } },
    })
    show()
    await section('friends')
    const box = await find(' Carla@Example.com ')
    expect(await within(box).findByText('You and Carla are friends.')).toBeTruthy()
    expect(within(box).queryByRole('button', { name: 'Add friend' })).toBeNull()
    expect(api.made('GET', '/users/by-email')[0]?.query.get('email')).toBe('carla@example.com')
  })

  test('my own email says it is me, with nothing to press', async () => {
    serve(() => NONE, { 'GET /users/by-email': { body: { id: ME, name: 'Me', handle: null } } })
    show()
    await screen.findByText('No friends yet. Add someone by their email or handle.')
    await waitFor(() => expect(screen.queryByText('Me')).toBeNull())
    const box = await find('me@x.test')
    expect(await within(box).findByText('That is you.')).toBeTruthy()
    expect(within(box).queryByRole('button', { name: 'Add friend' })).toBeNull()
  })

  test.for([
    ['no one by that handle', 'nobody', apiError(404, 'not_found'), 'No one found.'],
    ['too many lookups', 'x@y.test', apiError(429, 'too_many_requests'), 'Too many tries'],
  ] as const)('%s: says so', async ([, typed, answer, message]) => {
    serve(() => NONE, { 'GET /users/by-email': answer, 'GET /users/profile/by-handle/:handle': answer })
    show()
    const box = await find(typed)
    expect((await within(box).findByTestId('add-problem')).textContent).toContain(message)
  })

  test('a handle that cannot exist is not asked about', async () => {
    const api = serve(() => NONE)
    show()
    const box = await find('julia child')
    expect((await within(box).findByTestId('add-problem')).textContent).toContain('letters, digits')
    expect(api.calls.some((call) => call.path.startsWith('/users/profile'))).toBe(false)
  })

  test('asked already (409) says so at the box', async () => {
    serve(() => NONE, {
      'GET /users/profile/by-handle/:handle': { body: profile({}) },
      'POST /users/friends/:id': apiError(409, 'already_requested'),
    })
    show()
    const box = await find('dora')
    fireEvent.click(await within(box).findByRole('button', { name: 'Add friend' }))
    expect((await within(box).findByTestId('add-problem')).textContent).toContain('already asked')
  })
})
