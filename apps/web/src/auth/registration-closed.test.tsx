import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { instanceStore } from '../app/instance.ts'
import AuthPage from '../pages/auth/AuthPage.tsx'
import { renderPage, stubBrowser } from '../test/render-page.tsx'
import { testInstance } from '../test/instance-fixture.ts'

beforeEach(() => stubBrowser())
afterEach(() => {
  cleanup()
  instanceStore.set(null)
})

const open = () => renderPage(AuthPage, '/auth/:authType', '/auth/login')

test('registration closed: the sign-in form offers no way to create an account', async () => {
  instanceStore.set({ ...testInstance, registrationEnabled: false })
  open()
  expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy()
  expect(screen.queryByText('New here? Create an account')).toBeNull()
})

test('registration open: it does', async () => {
  instanceStore.set({ ...testInstance, registrationEnabled: true })
  open()
  expect(await screen.findByText('New here? Create an account')).toBeTruthy()
})
