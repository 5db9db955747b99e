import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { setDefaultHandlers } from '../../api/client.ts'
import { fakeApi, type FakeAnswer } from '../../test/fake-api.ts'
import { renderPage, stubBrowser } from '../../test/render-page.tsx'
import ForgotPasswordPage from './ForgotPasswordPage.tsx'

beforeEach(() => {
  stubBrowser()
  setDefaultHandlers({ unauthorized: vi.fn(), unexpected: vi.fn() })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const show = async () => {
  const view = renderPage(ForgotPasswordPage, '/forgot-password', '/forgot-password')
  return { ...view, email: await screen.findByLabelText('Email') }
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send the link' }))

test('an empty address sends nothing: an alert says so, with an okay button', async () => {
  const api = fakeApi({ 'POST /users/forgot': { body: { ok: true } } })
  const { email } = await show()
  fireEvent.change(email, { target: { value: '   ' } })
  send()
  const alert = await screen.findByRole('dialog')
  expect(alert.textContent).toContain('Enter the email address of your account first.')
  fireEvent.click(within(alert).getByRole('button', { name: 'Okay' }))
  expect(api.calls).toEqual([])
})

test('no answer keeps the typed address; sent again, the page says to check the mail', async () => {
  let answer: FakeAnswer = 'no-answer'
  const api = fakeApi({ 'POST /users/forgot': () => answer })
  const { email } = await show()
  fireEvent.change(email, { target: { value: 'julia@example.com' } })
  send()
  expect((await screen.findByTestId('forgot-problem')).textContent).toContain('cannot be reached')
  expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('julia@example.com')

  answer = { body: { ok: true } }
  send()
  expect((await screen.findByTestId('forgot-sent')).textContent).toContain(
    'If an account uses julia@example.com, a link to set a new password is on its way.',
  )
  expect(api.calls.map((call) => call.body)).toEqual([
    { email: 'julia@example.com' },
    { email: 'julia@example.com' },
  ])
})

test('the address typed in the login form comes along', async () => {
  fakeApi({})
  const { router } = renderPage(ForgotPasswordPage, '/forgot-password', '/welcome')
  await router.navigate('/forgot-password', { state: { email: 'typed@example.com' } })
  expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('typed@example.com')
})
