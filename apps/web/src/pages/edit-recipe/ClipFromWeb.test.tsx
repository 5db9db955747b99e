import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
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

test('a site that refuses the server: the message, a way to the bookmarklet, and the address kept', async () => {
  const message = 'That site does not let this server read the page.'
  fakeApi({
    'GET /clip': {
      status: 400,
      body: { error: { code: 'site_blocked', message, fields: { url: message } } },
    },
  })
  const user = userEvent.setup()
  const { router } = renderPage(Clip, '/edit-recipe/new', '/edit-recipe/new')
  const address = await screen.findByLabelText<HTMLInputElement>('Address of the recipe page')
  await user.type(address, 'cook.example/guarded')
  await user.click(screen.getByRole('button', { name: 'Clip' }))

  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('This site does not let the server read the page.')
  expect(address.value).toBe('cook.example/guarded')
  const link = within(alert).getByRole('link', { name: 'Set up the “Clip to Rosemary” bookmark' })
  await user.click(link)
  expect(router.state.location).toMatchObject({ pathname: '/settings', hash: '#bookmarklet' })
})

test('another refusal shows the server’s words and no bookmarklet link', async () => {
  const message = 'No recipe was found on that page.'
  fakeApi({
    'GET /clip': {
      status: 400,
      body: { error: { code: 'invalid_input', message, fields: { url: message } } },
    },
  })
  renderPage(Clip, '/edit-recipe/new', '/edit-recipe/new?url=cook.example%2Fdiary')
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain(message)
  expect(within(alert).queryByRole('link')).toBeNull()
})
