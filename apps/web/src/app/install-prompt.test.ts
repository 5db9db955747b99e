import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { captureInstallPrompt, installStore, isStandalone, promptInstall } from './install-prompt.ts'

/** Chromium's beforeinstallprompt as a page sees it: prompt() opens the dialog, userChoice tells the answer. */
function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true })
  const prompt = vi.fn(() => Promise.resolve())
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) })
  window.dispatchEvent(event)
  return { event, prompt }
}

beforeAll(() => captureInstallPrompt(window))
afterEach(() => installStore.set({ kind: 'unavailable' }))

test('the offer is kept (and the browser’s own bar held back) until the page uses it', () => {
  const { event, prompt } = offer('accepted')
  expect(event.defaultPrevented).toBe(true)
  expect(installStore.get()).toEqual({ kind: 'offered', event })
  expect(prompt).not.toHaveBeenCalled()
})

test('accepted in the browser’s dialog: installed', async () => {
  const { prompt } = offer('accepted')
  const done = promptInstall()
  expect(installStore.get().kind).toBe('prompting')
  await done
  expect(prompt).toHaveBeenCalledOnce()
  expect(installStore.get()).toEqual({ kind: 'installed' })
})

test('turned down: dismissed, and the used offer is not offered again', async () => {
  const { prompt } = offer('dismissed')
  await promptInstall()
  await promptInstall()
  expect(prompt).toHaveBeenCalledOnce()
  expect(installStore.get()).toEqual({ kind: 'dismissed' })
})

test('a prompt that fails leaves no button to press again', async () => {
  const { event } = offer('accepted')
  Object.assign(event, {
    prompt: () => Promise.reject(new DOMException('already used', 'InvalidStateError')),
  })
  await promptInstall()
  expect(installStore.get()).toEqual({ kind: 'unavailable' })
})

test('an event without prompt() is not taken for an offer', () => {
  window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }))
  expect(installStore.get()).toEqual({ kind: 'unavailable' })
})

test('installed from the browser’s own menu: the page learns it from appinstalled', () => {
  window.dispatchEvent(new Event('appinstalled'))
  expect(installStore.get()).toEqual({ kind: 'installed' })
})

test('standalone by the display-mode media query, or by iOS Safari’s navigator.standalone', () => {
  const target = (standaloneQuery: boolean, standalone?: boolean) =>
    ({
      matchMedia: (query: string) => ({ matches: standaloneQuery && query === '(display-mode: standalone)' }),
      navigator: { standalone },
    }) as unknown as Window
  expect(isStandalone(target(true))).toBe(true)
  expect(isStandalone(target(false, true))).toBe(true)
  expect(isStandalone(target(false, false))).toBe(false)
  expect(isStandalone(target(false))).toBe(false)
})
