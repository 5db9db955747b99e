import { screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import { ClipFromWeb } from './ClipFromWeb.tsx'

signedInForEachTest()

const Clip = () => <ClipFromWeb onDraft={vi.fn()} onImage={vi.fn()} />

test('come from "Clip from a web page", the address field has the focus', async () => {
  renderPage(Clip, '/edit-recipe/new', '/edit-recipe/new?clip=web')
  const address = await screen.findByLabelText('Address of the recipe page')
  expect(document.activeElement).toBe(address)
})

test('opened as a plain new recipe, it takes no focus', async () => {
  renderPage(Clip, '/edit-recipe/new', '/edit-recipe/new')
  const address = await screen.findByLabelText('Address of the recipe page')
  expect(document.activeElement).not.toBe(address)
})
