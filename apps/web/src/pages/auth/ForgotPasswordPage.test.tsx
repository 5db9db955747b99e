import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { setDefaultHandlers } from '../../api/client.ts'
import { instanceStore } from '../../app/instance.ts'
import { fakeApi, type FakeAnswer } from '../../test/fake-api.ts'
import { testInstance } from '../../test/instance-fixture.ts'
import { renderPage, stubBrowser } from '../../test/render-page.tsx'
import ForgotPasswordPage from './ForgotPasswordPage.tsx'

beforeEach(() => {
  stubBrowser()
  setDefaultHandlers({ unauthorized: vi.fn(), unexpected: vi.fn() })
})
afterEach(() => {
  instanceStore.set(null)
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

test('a server that sends no mail offers no form: ask whoever runs it, at the address they published', async () => {
  const api = fakeApi({ 'POST /users/forgot': { body: { ok: true } } })
  instanceStore.set({ ...testInstance, sendsMail: false, contactEmail: 'owner@example.com' })
  renderPage(ForgotPasswordPage, '/forgot-password', '/forgot-password')
  const notice = await screen.findByTestId('forgot-no-mail')
  expect(notice.textContent).toContain('Ask whoever runs this server')
  expect(notice.textContent).toContain('This server sends no mail, so no link can reach you by mail.')
  expect(within(notice).getByRole('link', { name: 'owner@example.com' }).getAttribute('href')).toBe(
    'mailto:owner@example.com',
  )
  expect(within(notice).getByRole('link', { name: 'Back to log in' })).toBeTruthy()
  expect(screen.queryByLabelText('Email')).toBeNull()
  expect(screen.queryByRole('button', { name: 'Send the link' })).toBeNull()
  expect(api.calls).toEqual([])
})

test('without mail or a published address, it says to ask whoever gave the server’s address', async () => {
  fakeApi({})
  instanceStore.set({ ...testInstance, sendsMail: false, contactEmail: null })
  renderPage(ForgotPasswordPage, '/forgot-password', '/forgot-password')
  expect((await screen.findByTestId('forgot-no-mail')).textContent).toContain(
    'Ask the person who gave you this server’s address.',
  )
})

test('a server that sends mail keeps the form', async () => {
  fakeApi({})
  instanceStore.set({ ...testInstance, sendsMail: true })
  await show()
  expect(screen.queryByTestId('forgot-no-mail')).toBeNull()
})
