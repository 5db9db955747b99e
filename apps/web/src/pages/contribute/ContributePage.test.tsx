import type { TInstance } from '@rosemary/shared/contract'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { instanceStore } from '../../app/instance.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import ContributePage from './ContributePage.tsx'
import { testInstance } from '../../test/instance-fixture.ts'

signedInForEachTest()

const instance: TInstance = {
  ...testInstance,
  instanceName: 'The Millers’ kitchen',
  flags: { ...testInstance.flags, enableContribution: true },
  contributeUrl: 'https://give.example.org/rosemary',
}

beforeEach(() => instanceStore.set(instance))
afterEach(() => instanceStore.set(null))

const open = (path: string) => renderPage(ContributePage, '/contribute/:outcome?', path)

test('says what contributing is for and links out to the operator’s page, saying so', async () => {
  open('/contribute')
  expect(await screen.findByRole('heading', { name: 'Contribute', level: 1 })).toBeTruthy()
  expect(screen.getByText(/The Millers’ kitchen is run by its operator/)).toBeTruthy()
  const link = screen.getByRole('link', { name: 'Contribute on give.example.org' })
  expect(link.getAttribute('href')).toBe('https://give.example.org/rosemary')
  expect(screen.getByText(/This opens give\.example\.org, outside Rosemary/)).toBeTruthy()
})

test('the two pages the operator’s page sends people back to: thanks, or nothing paid', async () => {
  const thanks = open('/contribute/thankyou')
  expect(await screen.findByRole('heading', { name: 'Thank you', level: 1 })).toBeTruthy()
  expect(screen.getByText('Thank you for helping keep The Millers’ kitchen running.')).toBeTruthy()
  thanks.unmount()
  open('/contribute/cancel')
  expect(await screen.findByRole('heading', { name: 'No contribution made', level: 1 })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Contribute after all' }).getAttribute('href')).toBe('/contribute')
})

test('without a name, the server is called Rosemary', async () => {
  instanceStore.set({ ...instance, instanceName: null })
  open('/contribute/thankyou')
  expect(await screen.findByText('Thank you for helping keep Rosemary running.')).toBeTruthy()
})

test.for([
  [
    'contribution off',
    '/contribute',
    { flags: { ...testInstance.flags, enableContribution: false }, contributeUrl: null },
  ],
  ['an outcome that does not exist', '/contribute/refund', {}],
] as const)('%s: the page does not exist', async ([, path, changes]) => {
  instanceStore.set({ ...instance, ...changes })
  open(path)
  expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy()
  expect(screen.queryByRole('link', { name: /Contribute on/ })).toBeNull()
})

test('until the server has said what it offers, the page waits', () => {
  instanceStore.set(null)
  open('/contribute')
  expect(screen.getByLabelText('Loading')).toBeTruthy()
})
