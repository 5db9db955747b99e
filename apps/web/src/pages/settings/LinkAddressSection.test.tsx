import { act, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { TLinkAddress } from '@rosemary/shared/contract'
import { instanceStore } from '../../app/instance.ts'
import { testInstance } from '../../test/instance-fixture.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import { LinkAddressSection } from './LinkAddressSection.tsx'

signedInForEachTest()
afterEach(() => instanceStore.set(null))

async function shown(links: TLinkAddress): Promise<string | null> {
  instanceStore.set({ ...testInstance, links })
  renderPage(LinkAddressSection, '/settings', '/settings')
  return (await screen.findByTestId('link-address')).textContent
}

test('the address this page was opened at, and that PUBLIC_URL fixes it', async () => {
  const text = await shown({ url: 'http://192.168.1.5:3000', source: 'request' })
  expect(text).toContain(
    'Calendar feeds, mails and embed code use http://192.168.1.5:3000, the address this page was opened at.',
  )
  expect(text).toContain('sets PUBLIC_URL to fix it')
})

test('PUBLIC_URL when the server has it', async () => {
  expect(await shown({ url: 'https://recipes.example.org', source: 'PUBLIC_URL' })).toContain(
    'use https://recipes.example.org, the address set as PUBLIC_URL on the server.',
  )
})

test('the server’s own address when this page’s could not be used', async () => {
  expect(await shown({ url: 'http://localhost:3000', source: 'server' })).toContain(
    'use http://localhost:3000, the server’s own address',
  )
})

test('nothing until the server has said, then its answer', async () => {
  renderPage(LinkAddressSection, '/settings', '/settings')
  expect(screen.queryByTestId('link-address')).toBeNull()
  act(() => instanceStore.set({ ...testInstance, links: { url: 'http://10.0.0.2:3000', source: 'request' } }))
  expect((await screen.findByTestId('link-address')).textContent).toContain('use http://10.0.0.2:3000,')
})
