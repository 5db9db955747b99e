import type { TPublicProfile } from '@rosemary/shared/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { setToken } from '../../auth/session.ts'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import ProfilePage from './ProfilePage.tsx'

const EMPTY_FRIENDS = { incomingRequests: [], outgoingRequests: [], friends: [] }
const DORA: TPublicProfile = {
  id: 'dora-id',
  name: 'Dora',
  handle: 'dora',
  profileImages: [{ id: 'p1', url: '/i/p1.jpg', thumbnailUrl: '/i/p1-t.jpg', order: 0 }],
  profileItems: [
    { id: 'a', type: 'all-recipes', visibility: 'public', title: '', label: null, recipe: null },
    {
      id: 'b',
      type: 'label',
      visibility: 'friends',
      title: '',
      label: { id: 'l1', title: 'soup' },
      recipe: null,
    },
    {
      id: 'c',
      type: 'recipe',
      visibility: 'public',
      title: '',
      label: null,
      recipe: { id: 'r1', title: 'Tart', imageUrl: null },
    },
  ],
  isMe: false,
  friendship: 'none',
}

function serve(profile: TPublicProfile | null) {
  return fakeApi({
    'GET /users/profile/by-handle/:handle': (_, { handle }) =>
      profile && handle === profile.handle ? { body: profile } : apiError(404, 'not_found'),
    'GET /users/friends': { body: EMPTY_FRIENDS },
    'POST /users/friends/:id': { status: 201, body: { friendship: 'outgoing' } },
    'DELETE /users/friends/:id': { body: { ok: true } },
  })
}

const show = (handle: string) => renderPage(ProfilePage, '/people/:handle', `/people/${handle}`)

signedInForEachTest()

test('shows the pictures, the handle, and each item leading where it should', async () => {
  serve(DORA)
  show('@Dora')
  expect(await screen.findByRole('heading', { level: 1, name: 'Dora' })).toBeTruthy()
  expect(screen.getByRole('img', { name: 'Picture 1 of Dora' }).getAttribute('src')).toBe('/i/p1-t.jpg')
  expect(screen.getByTestId('profile-handle').textContent).toBe('@dora')
  const items = screen.getByTestId('profile-items')
  const href = (name: string) => within(items).getByRole('link', { name }).getAttribute('href')
  expect(href('All recipes of Dora')).toBe('/list/main?userId=dora-id')
  expect(href('soup')).toBe('/list/main?labels=soup&userId=dora-id')
  expect(href('Tart')).toBe('/recipe/r1')
  expect(within(items).getAllByText('Friends only')).toHaveLength(1)
})

test('unknown or hidden: one clear "no such profile" state', async () => {
  serve(null)
  show('ghost')
  expect((await screen.findByTestId('no-profile')).textContent).toContain(
    'There is no profile for @ghost that you can see.',
  )
})

test.for([
  ['none', ['Add friend']],
  ['incoming', ['Accept', 'Decline']],
  ['outgoing', ['Cancel request']],
  ['friends', ['Message', 'Unfriend']],
] as const)('where we stand is %s: %j', async ([friendship, labels]) => {
  serve({ ...DORA, friendship })
  show('dora')
  const actions = await screen.findByTestId('friendship-actions')
  const names = [...within(actions).getAllByRole('button'), ...within(actions).queryAllByRole('link')].map(
    (element) => element.textContent,
  )
  expect(names.sort()).toEqual([...labels].sort())
})

test('asking from the profile sends the request and reads the profile again', async () => {
  const api = serve(DORA)
  show('dora')
  fireEvent.click(await screen.findByRole('button', { name: 'Add friend' }))
  await waitFor(() => expect(api.made('POST', '/users/friends/dora-id')).toHaveLength(1))
  await waitFor(() => expect(api.made('GET', '/users/profile/by-handle/dora')).toHaveLength(2))
})

test('a friend is messaged by id, and unfriended after confirming', async () => {
  const api = serve({ ...DORA, friendship: 'friends' })
  show('dora')
  expect((await screen.findByRole('link', { name: 'Message' })).getAttribute('href')).toBe(
    '/messages/dora-id',
  )
  fireEvent.click(screen.getByRole('button', { name: 'Unfriend' }))
  const dialog = await screen.findByRole('dialog', { name: 'Unfriend Dora?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Unfriend' }))
  await waitFor(() => expect(api.made('DELETE', '/users/friends/dora-id')).toHaveLength(1))
})

test('my own profile offers to edit it instead', async () => {
  serve({ ...DORA, isMe: true })
  show('dora')
  expect((await screen.findByRole('link', { name: 'Edit my profile' })).getAttribute('href')).toBe(
    '/people/my-profile',
  )
  expect(screen.queryByTestId('friendship-actions')).toBeNull()
})

test('a visitor sees the profile without buttons', async () => {
  setToken(null)
  serve(DORA)
  show('dora')
  await screen.findByTestId('profile-items')
  expect(screen.queryByTestId('friendship-actions')).toBeNull()
  expect(screen.queryByRole('button', { name: 'Add friend' })).toBeNull()
})
