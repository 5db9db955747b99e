/** The service worker's push handlers (public/push-sw.js), run against a fake worker scope. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { expect, test, vi } from 'vitest'

const SOURCE = readFileSync(path.join(import.meta.dirname, '../../public/push-sw.js'), 'utf8')
const ORIGIN = 'https://cook.example'

type Handler = (event: Record<string, unknown>) => void

function loadWorker(
  windows: { url: string; focus: () => Promise<unknown>; navigate: (url: string) => Promise<unknown> }[],
) {
  const handlers = new Map<string, Handler>()
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  }
  runInNewContext(SOURCE, { self, URL })
  /** Runs a handler and waits for what it handed to waitUntil. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve()
    handlers.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) })
    await pending
  }
  return { self, dispatch }
}

const pushData = (value: unknown) => ({
  json: (): unknown => (typeof value === 'string' ? JSON.parse(value) : value),
  text: () => (typeof value === 'string' ? value : JSON.stringify(value)),
})

test('a push shows its title, body and icon, keeping the thread to open', async () => {
  const { self, dispatch } = loadWorker([])
  await dispatch('push', {
    data: pushData({
      title: 'James Beard',
      body: 'Dinner on Sunday?',
      icon: '/icons/x.png',
      url: '/#/messages/f-1',
    }),
  })
  expect(self.registration.showNotification).toHaveBeenCalledWith('James Beard', {
    body: 'Dinner on Sunday?',
    icon: '/icons/x.png',
    tag: undefined,
    data: { url: `${ORIGIN}/#/messages/f-1` },
  })
})

test('a push that is not JSON still shows its text; an address elsewhere is never kept', async () => {
  const { self, dispatch } = loadWorker([])
  await dispatch('push', { data: pushData('plain words') })
  await dispatch('push', { data: pushData({ title: 'x', url: 'https://evil.example/phish' }) })
  const calls = self.registration.showNotification.mock.calls as unknown as [
    string,
    { body: string; data: { url: string } },
  ][]
  expect(calls[0]![0]).toBe('Rosemary')
  expect(calls[0]![1].body).toBe('plain words')
  expect(calls[1]![1].data.url).toBe(`${ORIGIN}/`)
})

test('a click focuses an open window and takes it to the thread, or opens one', async () => {
  const open = {
    url: `${ORIGIN}/#/list/main`,
    focus: vi.fn(async () => open),
    navigate: vi.fn(async () => open),
  }
  const notification = { close: vi.fn(), data: { url: `${ORIGIN}/#/messages/f-1` } }
  const withWindow = loadWorker([open])
  await withWindow.dispatch('notificationclick', { notification })
  expect(notification.close).toHaveBeenCalled()
  expect(open.focus).toHaveBeenCalled()
  expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/#/messages/f-1`)
  expect(withWindow.self.clients.openWindow).not.toHaveBeenCalled()

  const without = loadWorker([])
  await without.dispatch('notificationclick', { notification })
  expect(without.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/#/messages/f-1`)
})
