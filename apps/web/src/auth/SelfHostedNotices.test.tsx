import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { instanceStore } from '../app/instance.ts'
import AuthPage from '../pages/auth/AuthPage.tsx'
import { renderPage, stubBrowser } from '../test/render-page.tsx'
import { testInstance } from '../test/instance-fixture.ts'

const instance = testInstance

beforeEach(() => stubBrowser())
afterEach(() => {
  cleanup()
  instanceStore.set(null)
})

const open = (path = '/auth/login') => renderPage(AuthPage, '/auth/:authType', path)

test('self-hosted: a warning where the logo would be, and another just before the button', async () => {
  instanceStore.set(instance)
  open('/auth/register')
  const banner = await screen.findByTestId('self-hosted-banner')
  expect(banner.textContent).toContain('This is a self-hosted Rosemary')
  expect(banner.textContent).toContain('The Rosemary project does not see them')
  expect(screen.queryByRole('heading', { name: 'Rosemary', level: 2 })).toBeNull()
  const reminder = screen.getByTestId('self-hosted-reminder')
  const button = screen.getByRole('button', { name: 'Create account' })
  // The reminder comes right before the button in the form.
  expect(reminder.nextElementSibling).toBe(button)
  expect(reminder.textContent).toBe(
    'Your account is kept by whoever runs this server: use it only if you trust them.',
  )
})

test('with the operator’s name, both warnings say it', async () => {
  instanceStore.set({ ...instance, instanceName: 'The Millers’ kitchen' })
  open()
  expect((await screen.findByTestId('self-hosted-banner')).textContent).toContain(
    'The Millers’ kitchen is a self-hosted Rosemary',
  )
  expect(screen.getByTestId('self-hosted-reminder').textContent).toContain(
    'whoever runs The Millers’ kitchen',
  )
})

test.for([
  ['turned off by the operator', { ...instance, selfHosted: false }],
  ['not known yet', null],
] as const)('%s: the logo and name, no warning', async ([, shown]) => {
  instanceStore.set(shown)
  open()
  expect(await screen.findByRole('heading', { name: 'Rosemary', level: 2 })).toBeTruthy()
  expect(screen.queryByTestId('self-hosted-banner')).toBeNull()
  expect(screen.queryByTestId('self-hosted-reminder')).toBeNull()
})
