/** A page as the app shows it, for page tests: Mantine, i18next (en-us), TanStack Query and a router. */
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import i18next from 'i18next'
import type { ComponentType } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, vi } from 'vitest'
import { setDefaultHandlers } from '../api/client.ts'
import { QUERY_DEFAULTS } from '../app/query-connection.ts'
import { setToken } from '../auth/session.ts'

/**
 * What jsdom lacks and Mantine asks for: matchMedia (the colour scheme), ResizeObserver (SegmentedControl),
 * document.fonts (the autosizing text area listens for web fonts).
 */
export function stubBrowser(): void {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    })
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe = () => undefined
      unobserve = () => undefined
      disconnect = () => undefined
    },
  )
}

/**
 * Page tests of a signed-in person: before each test the browser stubs, a session token and default
 * handlers that stay quiet; after it, all of that undone and the page unmounted.
 */
export function signedInForEachTest(): void {
  beforeEach(() => {
    stubBrowser()
    setToken('token')
    setDefaultHandlers({ unauthorized: vi.fn(), unexpected: vi.fn() })
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    setToken(null)
  })
}

/** Renders `Page` at `path` (matched by `pattern`); other paths render their own address, to check links. */
export function renderPage(Page: ComponentType, pattern: string, path: string) {
  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS })
  const router = createMemoryRouter(
    [
      { path: pattern, Component: Page },
      { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  )
  const view = render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
  return { ...view, router, queryClient }
}
