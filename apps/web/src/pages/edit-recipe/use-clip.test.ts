import type { TClipDraft } from '@rosemary/shared/contract'
import { act, renderHook } from '@testing-library/react'
import i18next from 'i18next'
import { createElement, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test, vi } from 'vitest'
import { useBookmarkletClip } from './use-bookmarklet-clip.ts'
import { useClip } from './use-clip.ts'

const draft: TClipDraft = {
  title: 'Fig Tart',
  description: '',
  yield: '8',
  activeTime: '',
  totalTime: '',
  source: 'Orchard',
  url: 'https://cook.example/tart',
  notes: '',
  ingredients: '6 figs',
  instructions: 'Bake.',
  imageUrl: 'https://cook.example/figs.jpg',
  labels: ['dessert'],
}
const image = { id: 'i1', url: '/api/images/i1/full.webp', thumbnailUrl: '/api/images/i1/thumb.webp' }

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const refusal = (message: string) => ({ error: { code: 'invalid_input', message, fields: { url: message } } })

/** Answers the clip and the picture as given; records what was asked. */
function serve(clip: Response, picture: Response = json(201, image)) {
  const calls: string[] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${url}`)
    return Promise.resolve(url.startsWith('/api/images/from-url') ? picture : clip)
  })
  return calls
}

function renderClip() {
  const onDraft = vi.fn()
  const onImage = vi.fn()
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(I18nextProvider, { i18n: i18next }, children)
  const hook = renderHook(() => useClip({ onDraft, onImage }), { wrapper })
  return { hook, onDraft, onImage }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

test('fills the form with the draft, then adds its picture', async () => {
  const calls = serve(json(200, draft))
  const { hook, onDraft, onImage } = renderClip()
  await act(() => hook.result.current.clipUrl('cook.example/tart'))
  expect(calls).toEqual(['GET /api/clip?url=cook.example%2Ftart', 'POST /api/images/from-url'])
  expect(onDraft).toHaveBeenCalledWith(draft)
  expect(onImage).toHaveBeenCalledWith({ id: 'i1', thumbnailUrl: image.thumbnailUrl })
  expect(hook.result.current).toMatchObject({ clipping: false, error: null, notice: null })
})

test('shows the server’s reason when nothing can be clipped', async () => {
  serve(json(400, refusal('No recipe was found on that page.')))
  const { hook, onDraft } = renderClip()
  await act(() => hook.result.current.clipUrl('https://cook.example/diary'))
  expect(onDraft).not.toHaveBeenCalled()
  expect(hook.result.current.error).toBe('No recipe was found on that page.')
})

test('a site that refuses the server: its own message, marked so the bookmarklet can be offered', async () => {
  const blocked = 'That site does not let this server read the page.'
  serve(json(400, { error: { code: 'site_blocked', message: blocked, fields: { url: blocked } } }))
  const { hook, onDraft } = renderClip()
  await act(() => hook.result.current.clipUrl('https://cook.example/guarded'))
  expect(onDraft).not.toHaveBeenCalled()
  expect(hook.result.current.blocked).toBe(true)
  expect(hook.result.current.error).toMatch(/click the “Clip to Rosemary” bookmark there/)

  // Another refusal, or a clip that works, is no longer the blocked site's.
  serve(json(400, refusal('No recipe was found on that page.')))
  await act(() => hook.result.current.clipUrl('https://cook.example/diary'))
  expect(hook.result.current).toMatchObject({ blocked: false, error: 'No recipe was found on that page.' })
})

test('a picture that cannot be stored leaves a notice, and the recipe filled in', async () => {
  serve(json(200, draft), json(400, refusal('That address is not a picture Rosemary can read.')))
  const { hook, onDraft, onImage } = renderClip()
  await act(() => hook.result.current.clipPage({ url: draft.url, html: '<html></html>' }))
  expect(onDraft).toHaveBeenCalledWith(draft)
  expect(onImage).not.toHaveBeenCalled()
  expect(hook.result.current.error).toBeNull()
  expect(hook.result.current.notice).toMatch(/picture could not be added/)
})

test('the bookmarklet window says it is ready, and takes the page from its opener only', () => {
  const opener = { postMessage: vi.fn() }
  vi.stubGlobal('opener', opener)
  const onPage = vi.fn()
  const hook = renderHook(() => useBookmarkletClip(true, onPage, vi.fn()))
  expect(opener.postMessage).toHaveBeenCalledWith('rosemary:clip-ready', '*')

  const page = { type: 'rosemary:clip', url: 'https://cook.example/tart', html: '<p>tart</p>' }
  const send = (source: unknown, data: unknown) =>
    window.dispatchEvent(
      Object.defineProperty(new MessageEvent('message', { data }), 'source', { value: source }),
    )
  // Not from the opener, or not the page: ignored.
  send(window, page)
  send(opener, 'rosemary:clip-ready')
  expect(onPage).not.toHaveBeenCalled()
  send(opener, page)
  send(opener, page)
  expect(onPage).toHaveBeenCalledExactlyOnceWith({ url: page.url, html: page.html })
  hook.unmount()
})

test('without an opener (the address typed by hand) it says how to use the bookmarklet', () => {
  vi.stubGlobal('opener', null)
  const onNoOpener = vi.fn()
  renderHook(() => useBookmarkletClip(true, vi.fn(), onNoOpener))
  expect(onNoOpener).toHaveBeenCalled()
})
