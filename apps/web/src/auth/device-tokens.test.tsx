import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { setDefaultHandlers } from '../api/client.ts'
import AuthPage from '../pages/auth/AuthPage.tsx'
import { stubApi } from '../test/api-lines.ts'
import { renderPage, stubBrowser } from '../test/render-page.tsx'
import { deviceTokens, rememberDeviceToken } from './device-tokens.ts'
import { setToken } from './session.ts'

const ada = '00000000-0000-4000-8000-00000000000a'
const bob = '00000000-0000-4000-8000-00000000000b'
const tokenFor = (userId: string, n: number) => `${userId}.${1_700_000_000_000 + n}.nonce${n}.signature`

beforeEach(() => {
  stubBrowser()
  setDefaultHandlers({ unauthorized: vi.fn(), unexpected: vi.fn() })
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  setToken(null)
})

test('the browser keeps the newest device token of each account, newest first, five at most', () => {
  rememberDeviceToken(tokenFor(ada, 1))
  rememberDeviceToken(tokenFor(bob, 2))
  rememberDeviceToken(tokenFor(ada, 3))
  expect(deviceTokens()).toEqual([tokenFor(ada, 3), tokenFor(bob, 2)])
  const others = Array.from({ length: 6 }, (_, n) => `00000000-0000-4000-8000-00000000010${n}`)
  for (const [n, userId] of others.entries()) rememberDeviceToken(tokenFor(userId, 10 + n))
  expect(deviceTokens()).toHaveLength(5)
  expect(deviceTokens()[0]).toBe(tokenFor(others[5]!, 15))
})

test('whatever else is stored under the key is no device token', () => {
  localStorage.setItem('deviceTokens', '{"not":"a list"}')
  expect(deviceTokens()).toEqual([])
  localStorage.setItem('deviceTokens', JSON.stringify([tokenFor(ada, 1), 7, null]))
  expect(deviceTokens()).toEqual([tokenFor(ada, 1)])
})

test('signing in sends the device tokens kept here and keeps the one the server gives back', async () => {
  rememberDeviceToken(tokenFor(bob, 1))
  const api = stubApi()
  api.on('POST /users/login', { json: { token: 'session', userId: ada, deviceToken: tokenFor(ada, 2) } })
  renderPage(AuthPage, '/auth/:authType', '/auth/login')
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com')
  await user.type(screen.getByLabelText('Password'), 'a long password')
  await user.click(screen.getByRole('button', { name: 'Log in' }))
  await vi.waitFor(() => expect(deviceTokens()).toEqual([tokenFor(ada, 2), tokenFor(bob, 1)]))
  const login = api.calls.find((call) => call.line === 'POST /users/login')
  expect(login?.body).toEqual({
    email: 'ada@example.com',
    password: 'a long password',
    deviceTokens: [tokenFor(bob, 1)],
  })
})
