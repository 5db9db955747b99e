import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { setDefaultHandlers } from '../../api/client.ts'
import { instanceStore } from '../../app/instance.ts'
import { setToken, tokenStore } from '../../auth/session.ts'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { testInstance } from '../../test/instance-fixture.ts'
import { renderPage, stubBrowser } from '../../test/render-page.tsx'
import AuthPage from './AuthPage.tsx'

beforeEach(() => {
  stubBrowser()
  setDefaultHandlers({ unauthorized: vi.fn(), unexpected: vi.fn() })
})
afterEach(() => {
  instanceStore.set(null)
  setToken(null)
  cleanup()
  vi.unstubAllGlobals()
})

const open = (path = '/auth/login') => renderPage(AuthPage, '/auth/:authType', path)
const withProvider = (password: boolean) =>
  instanceStore.set({ ...testInstance, signIn: { password, oidc: { name: 'Authentik' } } })

test('a provider beside passwords: its button first, then the password form', async () => {
  withProvider(true)
  open()
  const button = await screen.findByRole('link', { name: 'Sign in with Authentik' })
  expect(button.getAttribute('href')).toBe('/api/auth/oidc/start')
  expect(screen.getByLabelText('Email')).toBeTruthy()
})

test('passwords off: only the provider’s button', async () => {
  withProvider(false)
  open()
  await screen.findByRole('link', { name: 'Sign in with Authentik' })
  expect(screen.queryByLabelText('Email')).toBeNull()
  expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull()
})

test('no provider: no button', async () => {
  instanceStore.set(testInstance)
  open()
  await screen.findByLabelText('Email')
  expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull()
})

test('the way back with an error says it in words', async () => {
  withProvider(false)
  open('/auth/oidc?error=email_unverified')
  expect(await screen.findByText(/Your email address is not verified/)).toBeTruthy()
})

test('the way back with a code trades it once for a session', async () => {
  withProvider(false)
  const api = fakeApi({
    'POST /auth/oidc/session': {
      body: { token: 't'.repeat(43), userId: crypto.randomUUID(), deviceToken: 'd' },
    },
  })
  open('/auth/oidc?code=one-time')
  await vi.waitFor(() => expect(tokenStore.get()).toBe('t'.repeat(43)))
  expect(api.calls.filter((call) => call.path === '/auth/oidc/session')).toEqual([
    expect.objectContaining({ body: { code: 'one-time' } }),
  ])
})

test('a used code: the reason, and the button to start again', async () => {
  withProvider(false)
  fakeApi({ 'POST /auth/oidc/session': apiError(401, 'unauthorized') })
  open('/auth/oidc?code=used')
  expect(await screen.findByText(/This sign-in has expired or was already used\./)).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Sign in with Authentik' })).toBeTruthy()
})

test('a new return while the page is open is read afresh', async () => {
  withProvider(false)
  fakeApi({ 'POST /auth/oidc/session': apiError(401, 'unauthorized') })
  const view = open('/auth/oidc?error=email_unverified')
  await screen.findByText(/Your email address is not verified/)
  await act(() => view.router.navigate('/auth/oidc?code=stale'))
  expect(await screen.findByText(/This sign-in has expired or was already used\./)).toBeTruthy()
})
