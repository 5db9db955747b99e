import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, expect, test, vi } from 'vitest'
import { noteAnswer } from '../../api/connection.ts'
import { instanceStore } from '../../app/instance.ts'
import { resetLinkStore } from '../../auth/reset-link.ts'
import { type FakeApi, stubApi } from '../../test/api-lines.ts'
import { testInstance } from '../../test/instance-fixture.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import AccountPage from './AccountPage.tsx'

const me = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada',
  email: 'ada@example.com',
  handle: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  admin: false,
  hasPassword: true,
}

let api: FakeApi

signedInForEachTest()
beforeEach(() => {
  noteAnswer()
  resetLinkStore.set(null)
  instanceStore.set(null)
  api = stubApi()
  api.on('GET /users/', { json: me })
})

const openAccount = () => renderPage(AccountPage, '/settings/account', '/settings/account')
const section = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section')!
const puts = () => api.calls.filter((call) => call.line === 'PUT /users/')

test('a new password needs the current one: none is asked of the server without it', async () => {
  api.on('PUT /users/', { json: me })
  openAccount()
  await screen.findByRole('heading', { name: 'Password' })
  const password = within(section('Password'))
  const user = userEvent.setup()
  await user.type(password.getByLabelText('New password'), 'a new passphrase')
  await user.type(password.getByLabelText('Confirm password'), 'a new passphrase')
  await user.click(password.getByRole('button', { name: 'Change password' }))
  expect(password.getByText('Enter your current password.')).toBeTruthy()
  expect(puts()).toHaveLength(0)

  await user.type(password.getByLabelText('Current password'), 'the old one')
  await user.click(password.getByRole('button', { name: 'Change password' }))
  await vi.waitFor(() => expect(password.getByLabelText('Current password')).toHaveProperty('value', ''))
  expect(puts()[0]!.body).toEqual({ password: 'a new passphrase', currentPassword: 'the old one' })
})

test('a wrong current password, or too many, says so at its field and keeps what was typed', async () => {
  api.on('PUT /users/', {
    status: 412,
    json: { error: { code: 'invalid_login', message: 'wrong', fields: { currentPassword: 'wrong' } } },
  })
  openAccount()
  await screen.findByRole('heading', { name: 'Password' })
  const password = within(section('Password'))
  const user = userEvent.setup()
  await user.type(password.getByLabelText('Current password'), 'not it')
  await user.type(password.getByLabelText('New password'), 'a new passphrase')
  await user.type(password.getByLabelText('Confirm password'), 'a new passphrase')
  await user.click(password.getByRole('button', { name: 'Change password' }))
  expect(await password.findByText('This is not your current password.')).toBeTruthy()
  expect(password.getByLabelText('New password')).toHaveProperty('value', 'a new passphrase')

  api.on('PUT /users/', { status: 429, json: { error: { code: 'too_many_requests', message: 'later' } } })
  await user.click(password.getByRole('button', { name: 'Change password' }))
  expect(await password.findByText(/Too many attempts/)).toBeTruthy()
})

test('a new email asks for the current password; a new name does not', async () => {
  api.on('PUT /users/', (_url, body) => ({ json: { ...me, ...(body as object) } }))
  openAccount()
  await screen.findByRole('heading', { name: 'Your details' })
  const details = within(section('Your details'))
  const user = userEvent.setup()
  expect(details.queryByLabelText('Current password')).toBeNull()
  await user.clear(details.getByLabelText('Name'))
  await user.type(details.getByLabelText('Name'), 'Ada L.')
  await user.click(details.getByRole('button', { name: 'Save' }))
  await vi.waitFor(() => expect(puts()).toHaveLength(1))
  expect(puts()[0]!.body).toEqual({ name: 'Ada L.' })

  await user.clear(details.getByLabelText('Email'))
  await user.type(details.getByLabelText('Email'), 'ada@elsewhere.example')
  await user.click(details.getByRole('button', { name: 'Save' }))
  expect(details.getByText('Enter your current password.')).toBeTruthy()
  expect(puts()).toHaveLength(1)
  await user.type(details.getByLabelText('Current password'), 'my password')
  await user.click(details.getByRole('button', { name: 'Save' }))
  await vi.waitFor(() => expect(puts()).toHaveLength(2))
  expect(puts()[1]!.body).toEqual({ email: 'ada@elsewhere.example', currentPassword: 'my password' })
})

test('an account made through the provider sets a first password with no current one, then changes it as anyone', async () => {
  const made = { ...me, hasPassword: false }
  api.on('GET /users/', { json: made })
  api.on('PUT /users/', (_url, body) => ({
    json: { ...made, ...(body as object), hasPassword: 'password' in (body as object) },
  }))
  openAccount()
  await screen.findByRole('heading', { name: 'Set a password' })
  const first = within(section('Set a password'))
  expect(screen.queryByRole('heading', { name: 'Password' })).toBeNull()
  expect(screen.queryByLabelText('Current password')).toBeNull()
  const user = userEvent.setup()

  // Nor does a new email ask for a password it does not have.
  const details = within(section('Your details'))
  await user.clear(details.getByLabelText('Email'))
  await user.type(details.getByLabelText('Email'), 'ada@elsewhere.example')
  expect(details.queryByLabelText('Current password')).toBeNull()
  await user.click(details.getByRole('button', { name: 'Save' }))
  await vi.waitFor(() => expect(puts()).toHaveLength(1))
  expect(puts()[0]!.body).toEqual({ email: 'ada@elsewhere.example' })

  await user.type(first.getByLabelText('New password'), 'my first passphrase')
  await user.type(first.getByLabelText('Confirm password'), 'my first passphrase')
  await user.click(first.getByRole('button', { name: 'Set password' }))
  await vi.waitFor(() => expect(puts()).toHaveLength(2))
  expect(puts()[1]!.body).toEqual({ password: 'my first passphrase' })
  // From now on it is a password like any other: changing it asks for it.
  await screen.findByRole('heading', { name: 'Password' })
  const password = within(section('Password'))
  expect(password.getByLabelText('Current password')).toBeTruthy()
  expect(screen.queryByRole('heading', { name: 'Set a password' })).toBeNull()
})

test('no first password is offered while the server signs in through its provider only', async () => {
  instanceStore.set({ ...testInstance, signIn: { password: false, oidc: { name: 'Authentik' } } })
  api.on('GET /users/', { json: { ...me, hasPassword: false } })
  openAccount()
  await screen.findByRole('heading', { name: 'Your details' })
  expect(screen.queryByRole('heading', { name: 'Set a password' })).toBeNull()
  expect(screen.queryByRole('heading', { name: 'Password' })).toBeNull()
  expect(screen.queryByLabelText('New password')).toBeNull()
})

test('a reset link sets a new password without the current one', async () => {
  resetLinkStore.set('link-token')
  api.on('POST /users/reset-password', { json: { token: 'session', userId: me.id } })
  openAccount()
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('New password'), 'a fresh passphrase')
  await user.type(screen.getByLabelText('Confirm password'), 'a fresh passphrase')
  expect(screen.queryByLabelText('Current password')).toBeNull()
  await user.click(screen.getByRole('button', { name: 'Change password' }))
  await vi.waitFor(() =>
    expect(api.calls.find((call) => call.line === 'POST /users/reset-password')?.body).toEqual({
      token: 'link-token',
      password: 'a fresh passphrase',
    }),
  )
  expect(api.calls.some((call) => call.line === 'PUT /users/')).toBe(false)
})
