import type { TMyProfile, TUpdateProfileRequest } from '@rosemary/shared/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { noteAnswer } from '../../api/connection.ts'
import { apiError, type FakeAnswer, fakeApi, type FakeRoutes } from '../../test/fake-api.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import MyProfilePage from './MyProfilePage.tsx'

const MINE: TMyProfile = {
  id: 'me-id',
  name: 'Julia',
  handle: 'julia',
  enableProfile: false,
  profileImages: [{ id: 'img-1', url: '/i/1.jpg', thumbnailUrl: '/i/1-t.jpg', order: 0 }],
  profileItems: [
    { id: 'item-1', type: 'all-recipes', visibility: 'friends', title: '', label: null, recipe: null },
  ],
}

function serve(save: (body: TUpdateProfileRequest) => FakeAnswer, more: FakeRoutes = {}) {
  return fakeApi({
    'GET /users/profile': { body: MINE },
    'PUT /users/profile': (call) => save(call.body as TUpdateProfileRequest),
    'GET /users/handle-info/:handle': (_, { handle }) => ({ body: { available: handle !== 'taken_one' } }),
    'GET /recipes/search': {
      body: {
        data: [
          {
            id: 'r1',
            title: 'Plum Tart',
            description: '',
            source: '',
            url: '',
            folder: 'main',
            rating: null,
            fromUser: null,
            owner: null,
            labels: [],
            imageUrl: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
    },
    ...more,
  })
}

const echo = (body: TUpdateProfileRequest): FakeAnswer => ({ body: { ...MINE, ...body, profileItems: [] } })
const show = () => renderPage(MyProfilePage, '/people/my-profile', '/people/my-profile')
const handleInput = () => screen.findByRole('textbox', { name: 'Handle' })
const typeHandle = async (value: string) => fireEvent.change(await handleInput(), { target: { value } })
const status = () => screen.getByTestId('handle-status')
const save = () => screen.getByRole('button', { name: 'Save' })

signedInForEachTest()

afterEach(() => {
  noteAnswer()
})

describe('the handle', () => {
  test('the spec §5 rules answer at once, without asking the server', async () => {
    const api = serve(echo)
    show()
    await typeHandle('the admin')
    expect(await screen.findByText('Use only letters, digits, underscores and periods.')).toBeTruthy()
    await typeHandle('theadmin')
    expect(await screen.findByText('That handle is reserved.')).toBeTruthy()
    expect(save().hasAttribute('disabled')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(api.calls.filter((call) => call.path.startsWith('/users/handle-info'))).toHaveLength(0)
  })

  test('a good one is checked once the typing pauses: free, or taken (which blocks saving)', async () => {
    const api = serve(echo)
    show()
    await typeHandle('Julia_C')
    expect(status().dataset.state).toBe('checking')
    await waitFor(() => expect(status().textContent).toBe('This handle is free.'))
    expect(api.made('GET', '/users/handle-info/julia_c')).toHaveLength(1)
    await typeHandle('taken_one')
    expect(await screen.findByText('Someone already has this handle.')).toBeTruthy()
    expect(save().hasAttribute('disabled')).toBe(true)
  })

  test('my own handle is not asked about, and links to my public profile', async () => {
    const api = serve(echo)
    show()
    await typeHandle('JULIA')
    expect(status().dataset.state).toBe('unchanged')
    // Saved, it finds me whether or not the profile is visible, and the field says so.
    expect(status().textContent).toBe(
      'Anyone who types this handle finds you and can ask to be your friend, even while your profile is hidden.',
    )
    expect(screen.getByRole('link', { name: 'View my profile' }).getAttribute('href')).toBe('/people/julia')
    expect(screen.getByText(/people who know your handle still find you/)).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(api.calls.filter((call) => call.path.startsWith('/users/handle-info'))).toHaveLength(0)
  })
})

describe('saving', () => {
  test('sends everything the form holds: handle, visibility switch, pictures and items', async () => {
    let sent: TUpdateProfileRequest | undefined
    serve((body) => {
      sent = body
      return echo(body)
    })
    show()
    await typeHandle('julia_c')
    fireEvent.click(screen.getByRole('switch', { name: /Profile visible/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove All my recipes' }))
    fireEvent.click(screen.getByRole('button', { name: 'All my recipes' }))
    fireEvent.click(screen.getByRole('button', { name: 'A recipe' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Search your recipes' }), {
      target: { value: 'plum' },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Plum Tart' }))
    const tart = screen.getAllByTestId('profile-item')[1]!
    fireEvent.click(within(tart).getByText('Everyone'))
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false))
    fireEvent.click(save())
    await waitFor(() => expect(sent).toBeDefined())
    expect(sent).toEqual({
      name: 'Julia',
      handle: 'julia_c',
      enableProfile: true,
      profileImageIds: ['img-1'],
      profileItems: [
        { type: 'all-recipes', visibility: 'friends', title: '' },
        { type: 'recipe', visibility: 'public', title: '', recipeId: 'r1' },
      ],
    })
  })

  test('a 400 shows each message at its field; a 409 says the handle is taken', async () => {
    let answer: FakeAnswer = apiError(400, 'invalid_input', { name: 'Enter a name' })
    serve(() => answer)
    show()
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: ' ' } })
    fireEvent.click(save())
    expect(await screen.findByText('Enter a name')).toBeTruthy()
    answer = apiError(409, 'handle_taken')
    await typeHandle('julia_c')
    await waitFor(() => expect(status().dataset.state).toBe('available'))
    fireEvent.click(save())
    expect(await screen.findByText('Someone already has this handle.')).toBeTruthy()
  })

  test('without a server, what was typed stays and the page says why', async () => {
    serve(() => 'no-answer')
    show()
    const name = await screen.findByRole('textbox', { name: 'Name' })
    fireEvent.change(name, { target: { value: 'Julia Child' } })
    fireEvent.click(save())
    expect((await screen.findByTestId('save-problem')).textContent).toContain('cannot be reached')
    expect((name as HTMLInputElement).value).toBe('Julia Child')
  })
})
