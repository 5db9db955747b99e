import { expect, test, vi } from 'vitest'
import { readClippedPage } from '../edit-recipe/clip-draft.ts'
import { bookmarkletTarget, buildBookmarklet } from './bookmarklet.ts'

const APP = 'https://cook.example/rosemary/#/settings'

test('opens the editor of this instance, ready to receive a clip', () => {
  expect(bookmarkletTarget(APP)).toBe(
    'https://cook.example/rosemary/?clip=bookmarklet#/edit-recipe/new?clip=bookmarklet',
  )
})

/** Runs the bookmarklet as a browser would, on a page with a fake window. */
function runBookmarklet(href: string) {
  const editor = { postMessage: vi.fn() }
  const listeners = new Set<(event: object) => void>()
  const page = {
    open: vi.fn(() => editor),
    addEventListener: (_type: string, listener: (event: object) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: object) => void) => listeners.delete(listener),
    location: { href: 'https://blog.example/soup?x=1%202' },
    document: { documentElement: { outerHTML: '<html><p>100% "good"</p></html>' } },
  }
  expect(href.startsWith('javascript:')).toBe(true)
  const code = decodeURI(href.slice('javascript:'.length))
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the point is to run the generated code
  const run = new Function(...Object.keys(page), code) as (...globals: unknown[]) => void
  run(...Object.values(page))
  const send = (event: object) => [...listeners].forEach((listener) => listener(event))
  return { editor, page, send, listeners }
}

test('hands the page to the editor once it says it is ready, from this origin only', () => {
  const { editor, page, send, listeners } = runBookmarklet(buildBookmarklet(APP))
  expect(page.open).toHaveBeenCalledWith(bookmarkletTarget(APP))

  send({ source: editor, origin: 'https://evil.example', data: 'rosemary:clip-ready' })
  send({ source: {}, origin: 'https://cook.example', data: 'rosemary:clip-ready' })
  send({ source: editor, origin: 'https://cook.example', data: 'something else' })
  expect(editor.postMessage).not.toHaveBeenCalled()

  send({ source: editor, origin: 'https://cook.example', data: 'rosemary:clip-ready' })
  expect(editor.postMessage).toHaveBeenCalledExactlyOnceWith(
    { type: 'rosemary:clip', url: page.location.href, html: page.document.documentElement.outerHTML },
    'https://cook.example',
  )
  expect(readClippedPage(editor.postMessage.mock.calls[0]?.[0])).not.toBeNull()
  expect(listeners.size).toBe(0)
})

test('stays small and a single line', () => {
  const href = buildBookmarklet(APP)
  expect(href.length).toBeLessThan(600)
  expect(href).not.toMatch(/\s/)
})
