import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import ExportPage from './ExportPage.tsx'

signedInForEachTest()

const openExport = () => renderPage(ExportPage, '/settings/export', '/settings/export')

test('offers every export format, the ways to move elsewhere first', async () => {
  openExport()
  const cards = await screen.findAllByTestId('export-format')
  expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
    'Download JSON-LD',
    'Download Paprika',
    'Download PDF',
    'Download Plain text',
    'Download XML',
  ])
})

test('Paprika downloads the .paprikarecipes export, signed in by the token the browser carries', async () => {
  openExport()
  const link = await screen.findByRole('link', { name: 'Download Paprika' })
  const url = new URL(link.getAttribute('href') ?? '', 'https://rosemary.example')
  expect(url.pathname).toBe('/api/data/export/paprika')
  expect(url.searchParams.get('download')).toBe('true')
  expect(url.searchParams.get('token')).toBe('token')
  expect(link.hasAttribute('download')).toBe(true)
  expect(screen.getByText(/any app that reads Paprika files \(Mealie, Tandoor and others\)/)).toBeTruthy()
})
