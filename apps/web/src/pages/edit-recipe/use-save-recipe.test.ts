import type { TRecipe } from '@rosemary/shared/contract'
import { act, renderHook } from '@testing-library/react'
import i18next from 'i18next'
import { createElement, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { setDefaultHandlers } from '../../api/client.ts'
import { noteAnswer } from '../../api/connection.ts'
import { EMPTY_FORM, formForCopy, formFromRecipe } from './recipe-form.ts'
import { type EditorTarget, useSaveRecipe } from './use-save-recipe.ts'
import { pictureResponse } from '../../test/picture-response.ts'
import { myRecipe as recipeAnswer } from '../../test/recipe-fixtures.ts'

const recipe = recipeAnswer({
  id: 'r1',
  userId: 'them',
  title: 'Their Soup',
  ingredients: '1 onion',
  instructions: 'Cook.',
  rating: 4,
  images: [
    {
      id: 'theirs',
      url: '/api/images/theirs/full.webp',
      thumbnailUrl: '/api/images/theirs/thumb.webp',
      order: 0,
    },
  ],
  isOwner: false,
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

type Call = { method: string; url: string; body: unknown }
/** Records every call and answers with `answer(call)`; undefined means no answer at all. */
function playServer(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body
      const call = { method: init?.method ?? 'GET', url, body }
      calls.push(call)
      const response = answer(call)
      if (!response) throw new TypeError('Failed to fetch')
      return response
    }),
  )
  return calls
}

const defaults = { unauthorized: vi.fn(), unexpected: vi.fn() }
const onSaved = vi.fn(async () => undefined)

beforeEach(() => {
  defaults.unauthorized.mockReset()
  defaults.unexpected.mockReset()
  onSaved.mockClear()
  setDefaultHandlers(defaults)
})

afterEach(() => {
  vi.unstubAllGlobals()
  noteAnswer()
})

function editor(target: EditorTarget) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(I18nextProvider, { i18n: i18next }, children)
  return renderHook(() => useSaveRecipe(target, onSaved), { wrapper })
}

const myRecipe: TRecipe = { ...recipe, userId: 'me', isOwner: true }
const mine: EditorTarget = { kind: 'edit', recipe: myRecipe }
const typed = { ...formFromRecipe(myRecipe), notes: 'Typed, not yet saved' }

const noAnswer = (): Response | undefined => undefined

test.each([
  ['no answer', noAnswer, 'unreachable'],
  ['a server error', () => json({ error: { code: 'internal', message: 'x' } }, 500), 'failed'],
  ["a proxy's error page", () => new Response('<h1>Bad gateway</h1>', { status: 502 }), 'unreachable'],
  ['the recipe gone', () => json({ error: { code: 'not_found', message: 'Recipe not found' } }, 404), 'gone'],
] as const)('a save that meets %s says so beside the form, with no toast', async (_, answer, problem) => {
  playServer(answer)
  const { result } = editor(mine)
  await act(() => result.current.save(typed))
  expect(result.current.problem).toBe(problem)
  expect(result.current.saving).toBe(false)
  expect(onSaved).not.toHaveBeenCalled()
  expect(defaults.unexpected).not.toHaveBeenCalled()
})

test('a refusal marks the fields; a 401 asks to sign in again', async () => {
  playServer(() =>
    json({ error: { code: 'invalid_input', message: 'x', fields: { url: 'Use http(s)' } } }, 400),
  )
  const { result } = editor(mine)
  await act(() => result.current.save(typed))
  expect(result.current.errors).toEqual({ url: 'Use http(s)' })
  expect(result.current.problem).toBeNull()

  playServer(() => json({ error: { code: 'unauthorized', message: 'Sign in' } }, 401))
  await act(() => result.current.save(typed))
  expect(defaults.unauthorized).toHaveBeenCalledOnce()
  expect(result.current.problem).toBeNull()
})

test('once the edited recipe is gone, the same form can be saved as a new recipe', async () => {
  const calls = playServer(({ method }) =>
    method === 'PUT'
      ? json({ error: { code: 'not_found', message: 'x' } }, 404)
      : json({ ...recipe, id: 'r2' }, 201),
  )
  const { result } = editor(mine)
  await act(() => result.current.save(typed))
  await act(() => result.current.save(typed, true))
  expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
    'PUT /api/recipes/r1',
    'POST /api/recipes',
  ])
  expect(calls[1]?.body).toMatchObject({ notes: 'Typed, not yet saved' })
  expect(onSaved).toHaveBeenCalledWith('r2')
  expect(result.current.problem).toBeNull()
})

test("a copy makes their pictures the person's own before it creates the recipe; theirs is never changed", async () => {
  const calls = playServer(({ method, url }) => {
    if (url === '/api/images/theirs/full.webp') return pictureResponse('webp bytes')
    if (method === 'POST' && url === '/api/images') {
      return json(
        { id: 'mine', url: '/api/images/mine/full.webp', thumbnailUrl: '/api/images/mine/thumb.webp' },
        201,
      )
    }
    if (method === 'POST' && url === '/api/recipes')
      return json({ ...recipe, id: 'copy', isOwner: true }, 201)
    return json({ error: { code: 'not_found', message: 'x' } }, 404)
  })
  const { result } = editor({ kind: 'copy', recipe })
  await act(() => result.current.save(formForCopy(recipe)))
  expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
    'GET /api/images/theirs/full.webp',
    'POST /api/images',
    'POST /api/recipes',
  ])
  expect(calls[2]?.body).toMatchObject({ title: 'Their Soup', rating: null, labels: [], imageIds: ['mine'] })
  expect(onSaved).toHaveBeenCalledWith('copy')
})

test('a copy whose picture is gone says which problem it is, and creates nothing', async () => {
  const calls = playServer(() => json({ error: { code: 'not_found', message: 'Image not found' } }, 404))
  const { result } = editor({ kind: 'copy', recipe })
  await act(() => result.current.save(formForCopy(recipe)))
  expect(result.current.problem).toBe('pictureGone')
  expect(calls.map((call) => call.method)).toEqual(['GET'])
})

test('a title is needed before anything is sent', async () => {
  const calls = playServer(() => json({}))
  const { result } = editor({ kind: 'new' })
  await act(() => result.current.save(EMPTY_FORM))
  expect(result.current.errors).toEqual({ title: 'Give the recipe a title.' })
  expect(calls).toEqual([])
})
