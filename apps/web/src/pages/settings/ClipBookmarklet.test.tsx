import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import { ClipBookmarklet } from './ClipBookmarklet.tsx'

signedInForEachTest()

test('linked to (a site refused a clip), the bookmarklet’s section takes the focus', async () => {
  renderPage(ClipBookmarklet, '/settings', '/settings#bookmarklet')
  const heading = await screen.findByRole('heading', { name: 'Clip from any page' })
  expect(document.activeElement).toBe(heading)
  expect(heading.closest('section')?.id).toBe('bookmarklet')
})

test('opened as a plain settings page, it takes no focus', async () => {
  renderPage(ClipBookmarklet, '/settings', '/settings')
  const heading = await screen.findByRole('heading', { name: 'Clip from any page' })
  expect(document.activeElement).not.toBe(heading)
})
