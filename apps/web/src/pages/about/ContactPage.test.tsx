import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { testInstance } from '../../test/instance-fixture.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import ContactPage from './ContactPage.tsx'

signedInForEachTest()

const open = () => renderPage(ContactPage, '/about/contact', '/about/contact')

test('a server without mail says a forgotten password needs its operator', async () => {
  fakeApi({
    'GET /instance': { body: { ...testInstance, sendsMail: false, contactEmail: 'owner@example.com' } },
  })
  open()
  expect((await screen.findByTestId('contact-email')).textContent).toBe('owner@example.com')
  expect(screen.getByTestId('contact-no-mail').textContent).toBe(
    'This server sends no mail. If you forget your password, the person who runs it makes you a link to set a new one: ask them.',
  )
})

test('a server that sends mail says nothing of it', async () => {
  fakeApi({
    'GET /instance': { body: { ...testInstance, sendsMail: true, contactEmail: 'owner@example.com' } },
  })
  open()
  await screen.findByTestId('contact-email')
  expect(screen.queryByTestId('contact-no-mail')).toBeNull()
})
