import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { captureInstallPrompt, installStore } from '../../app/install-prompt.ts'
import { instanceStore } from '../../app/instance.ts'
import { testInstance } from '../../test/instance-fixture.ts'
import { renderPage, signedInForEachTest } from '../../test/render-page.tsx'
import InstallPage from './InstallPage.tsx'

signedInForEachTest()

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

function onDevice(userAgent: string, { standalone = false } = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

beforeAll(() => captureInstallPrompt(window))
beforeEach(() => instanceStore.set(testInstance))
afterEach(() => {
  instanceStore.set(null)
  installStore.set({ kind: 'unavailable' })
  vi.restoreAllMocks()
})

const open = () => renderPage(InstallPage, '/install', '/install')

test('on an iPhone: Safari’s Share → Add to Home Screen first, the other browsers folded below', async () => {
  onDevice(IPHONE)
  open()
  expect(await screen.findByRole('heading', { name: 'Install Rosemary', level: 1 })).toBeTruthy()
  const here = screen.getByTestId('this-device')
  expect(within(here).getByText('Your browser: Safari on iPhone and iPad')).toBeTruthy()
  expect(within(here).getByText(/Tap the Share button/)).toBeTruthy()
  expect(within(here).getByText(/“Add to Home Screen”/)).toBeTruthy()
  expect(within(here).getByText(/If yours has none, open this page in Safari/)).toBeTruthy()
  const others = screen.getByTestId('other-devices')
  expect(within(others).getByRole('button', { name: 'Chrome on Android' })).toBeTruthy()
  expect(within(others).queryByRole('button', { name: 'Safari on iPhone and iPad' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Install Rosemary' })).toBeNull()
})

test('Firefox on a computer: it cannot install, and Chrome or Edge are suggested', async () => {
  onDevice(LINUX_FIREFOX)
  open()
  const here = await screen.findByTestId('this-device')
  expect(within(here).getByText(/cannot install web apps.*open this page in Chrome or Edge/)).toBeTruthy()
})

test('a browser we do not know: no steps guessed, every platform below', async () => {
  onDevice('curl/8.5.0')
  open()
  expect(await screen.findByText(/could not tell which browser this is/)).toBeTruthy()
  expect(within(screen.getByTestId('other-devices')).getAllByRole('button')).toHaveLength(7)
})

test('where the browser offers installing: the Install button opens its dialog; accepted, installed', async () => {
  onDevice(IPHONE)
  open()
  const prompt = vi.fn(() => Promise.resolve())
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' }),
  })
  window.dispatchEvent(event)
  fireEvent.click(await screen.findByRole('button', { name: 'Install Rosemary' }))
  expect(await screen.findByText(/Rosemary is installed\. Find it/)).toBeTruthy()
  expect(prompt).toHaveBeenCalledOnce()
  expect(screen.queryByRole('button', { name: 'Install Rosemary' })).toBeNull()
})

test('in the installed app: it says so, and the steps are for other devices only', async () => {
  onDevice(IPHONE, { standalone: true })
  open()
  expect(await screen.findByText(/you are using the installed app now/)).toBeTruthy()
  expect(screen.queryByTestId('this-device')).toBeNull()
  expect(within(screen.getByTestId('other-devices')).getAllByRole('button')).toHaveLength(7)
})

test('where the operator turned install instructions off, there is no such page', async () => {
  onDevice(IPHONE)
  instanceStore.set({ ...testInstance, flags: { ...testInstance.flags, enableInstallInstructions: false } })
  open()
  expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy()
})

test('until the server has said what it offers, the page waits', () => {
  onDevice(IPHONE)
  instanceStore.set(null)
  open()
  expect(screen.getByLabelText('Loading')).toBeTruthy()
})
