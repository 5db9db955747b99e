import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { RecipeSource } from './RecipeSource.tsx'

beforeAll(() => {
  // jsdom has no matchMedia; Mantine asks it for the colour scheme.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
})

afterEach(cleanup)

function show(source: string, url: string) {
  return render(
    <MantineProvider>
      <RecipeSource source={source} url={url} />
    </MantineProvider>,
  )
}

test('an http(s) address becomes a link that opens apart from the app', () => {
  show('Grandma', 'https://example.com/soup')
  const link = screen.getByRole('link', { name: 'Grandma' })
  expect(link.getAttribute('href')).toBe('https://example.com/soup')
  expect(link.getAttribute('rel')).toContain('noopener')
})

test.for([
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'example.com/soup',
])('%j is shown as text, never as a link', (url) => {
  const { container } = show('Grandma', url)
  expect(screen.queryByRole('link')).toBeNull()
  expect(container.querySelector('[href]')).toBeNull()
  expect(container.textContent).toContain('Grandma')
})

test('nothing is shown without a source or a url', () => {
  show('', '')
  expect(screen.queryByText(/Source/)).toBeNull()
})
