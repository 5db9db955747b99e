import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { noteAnswer } from '../api/connection.ts'
import { completeAuth, logout } from '../auth/auth-actions.ts'
import { setToken } from '../auth/session.ts'
import { type FakeApi, stubApi } from '../test/api-lines.ts'
import { NotificationsSection } from './NotificationsSection.tsx'
import { PushExplanation } from './PushExplanation.tsx'
import { PUSH_REFRESH_MS } from './push-device.ts'
import { disablePush, offerPush, pushExplanationStore, refreshPush, askPushPermission } from './push.ts'
import { base64UrlToBytes, PUSH_FAILURES, pushState } from './push-support.ts'

/** A P-256 public key's length (65 bytes), as the server gives it: base64url. */
const VAPID_KEY = Buffer.from(Array.from({ length: 65 }, (_, index) => index * 3)).toString('base64url')
let api: FakeApi
let permission: NotificationPermission
let subscription: ReturnType<typeof fakeSubscription> | null
const subscribe = vi.fn<(options: { applicationServerKey: Uint8Array }) => Promise<unknown>>()
const requestPermission = vi.fn()

function fakeSubscription(key: string) {
  return {
    endpoint: 'https://push.example/send/abc',
    options: { applicationServerKey: base64UrlToBytes(key).buffer },
    toJSON: () => ({ endpoint: 'https://push.example/send/abc', keys: { p256dh: 'BPk-ey', auth: 'au_th' } }),
    unsubscribe: vi.fn(async () => {
      subscription = null
      return true
    }),
  }
}

/** A browser with everything push needs, the permission as the test sets it. */
function stubPushBrowser() {
  const registration = {
    scope: 'http://app.test/',
    pushManager: {
      getSubscription: async () => subscription,
      subscribe: subscribe.mockImplementation(async (options: { applicationServerKey: Uint8Array }) => {
        subscription = fakeSubscription(Buffer.from(options.applicationServerKey).toString('base64url'))
        return subscription
      }),
    },
  }
  vi.stubGlobal(
    'PushManager',
    class PushManager {
      readonly fake = true
    },
  )
  vi.stubGlobal('Notification', {
    get permission() {
      return permission
    },
    requestPermission: requestPermission.mockImplementation(async () => permission),
  })
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  })
}

beforeEach(() => {
  api = stubApi()
  api.on('GET /users/fcm/vapid-key', { json: { vapidKey: VAPID_KEY } })
  api.on('POST /users/fcm/token', { json: { ok: true } })
  api.on('DELETE /users/fcm/token', { json: { ok: true } })
  api.on('POST /users/logout', { json: { ok: true } })
  permission = 'default'
  subscription = null
  stubPushBrowser()
  setToken('token')
})

afterEach(() => {
  // @ts-expect-error: the stub is removed again, as jsdom has no service workers.
  delete navigator.serviceWorker
  localStorage.clear()
  setToken(null)
  pushExplanationStore.set(false)
  noteAnswer()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const sent = () => api.calls.filter((call) => call.line === 'POST /users/fcm/token')

test('push needs a service worker, PushManager and notifications: without them nothing is asked or sent', () => {
  vi.stubGlobal('PushManager', undefined)
  // @ts-expect-error: as in a browser without push
  delete window.PushManager
  expect(pushState()).toBe('unsupported')
  offerPush()
  expect(pushExplanationStore.get()).toBe(false)
  expect(api.calls).toEqual([])
})

test('denied: nothing is asked or sent', async () => {
  permission = 'denied'
  offerPush()
  await refreshPush({ force: true })
  expect(pushExplanationStore.get()).toBe(false)
  expect(api.calls).toEqual([])
})

test('default: the explanation shows once; Continue asks the browser, then the subscription is sent', async () => {
  offerPush()
  expect(pushExplanationStore.get()).toBe(true)
  pushExplanationStore.set(false)
  offerPush()
  expect(pushExplanationStore.get()).toBe(false)

  permission = 'granted'
  await askPushPermission()
  expect(requestPermission).toHaveBeenCalledOnce()
  expect(subscribe).toHaveBeenCalledOnce()
  expect(Buffer.from(subscribe.mock.calls[0]![0].applicationServerKey).toString('base64url')).toBe(VAPID_KEY)
  expect(sent()).toHaveLength(1)
  const body = sent()[0]!.body as { fcmToken: string }
  expect(body).toEqual({
    fcmToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
    subscription: {
      endpoint: 'https://push.example/send/abc',
      keys: { p256dh: 'BPk-ey', auth: 'au_th' },
      swScope: 'http://app.test/',
      vapidKey: VAPID_KEY,
    },
  })
})

test('a prompt answered with block logs the text of spec §8 and sends nothing', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  permission = 'denied'
  await askPushPermission()
  expect(warn).toHaveBeenCalledWith(PUSH_FAILURES.blocked)
  expect(PUSH_FAILURES.blocked).toBe('The notification permission was not granted and blocked instead.')
  expect(sent()).toEqual([])
})

test('granted: sent after a login, again only once 7 days passed, always with the same device token', async () => {
  permission = 'granted'
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] })
  await refreshPush({ force: true })
  await refreshPush({ force: false })
  expect(sent()).toHaveLength(1)
  vi.setSystemTime(Date.now() + PUSH_REFRESH_MS - 1000)
  await refreshPush({ force: false })
  expect(sent()).toHaveLength(1)
  vi.setSystemTime(Date.now() + 2000)
  await refreshPush({ force: false })
  expect(sent()).toHaveLength(2)
  const tokens = sent().map((call) => (call.body as { fcmToken: string }).fcmToken)
  expect(tokens[0]).toBe(tokens[1])
  // The browser's subscription was reused, not made again.
  expect(subscribe).toHaveBeenCalledOnce()
})

test('a subscription made with another key is replaced; no key from the server logs that no token was had', async () => {
  permission = 'granted'
  const old = fakeSubscription('T2xkS2V5')
  subscription = old
  await refreshPush({ force: true })
  expect(old.unsubscribe).toHaveBeenCalledOnce()
  expect(subscribe).toHaveBeenCalledOnce()

  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  api.on('GET /users/fcm/vapid-key', 'unreachable')
  await refreshPush({ force: true })
  expect(warn).toHaveBeenCalledWith('Unable to get notification token.')
  expect(sent()).toHaveLength(1)
})

test('a subscription the server refuses is logged with the server’s reason, and sent again next time', async () => {
  permission = 'granted'
  const reason = 'The endpoint is on a private network; only push services on the public internet are used'
  api.on('POST /users/fcm/token', {
    status: 400,
    json: { error: { code: 'invalid_input', message: reason, fields: { 'subscription.endpoint': reason } } },
  })
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  await refreshPush({ force: false })
  expect(warn).toHaveBeenCalledWith(`The server did not accept this browser's push subscription: ${reason}`)
  // Not marked as sent: the next visit tries again.
  api.on('POST /users/fcm/token', { json: { ok: true } })
  await refreshPush({ force: false })
  expect(sent()).toHaveLength(2)
})

test('logout removes the subscription from the server, then the browser, before the session ends', async () => {
  permission = 'granted'
  await refreshPush({ force: true })
  const token = (sent()[0]!.body as { fcmToken: string }).fcmToken
  const made = subscription!
  await logout()
  const lines = api.calls.map((call) => call.line)
  expect(lines.indexOf('DELETE /users/fcm/token')).toBeLessThan(lines.indexOf('POST /users/logout'))
  expect(
    api.calls.find((call) => call.line === 'DELETE /users/fcm/token')!.url.searchParams.get('fcmToken'),
  ).toBe(token)
  expect(made.unsubscribe).toHaveBeenCalledOnce()
})

test('logout goes on when the server cannot be reached to remove the subscription', async () => {
  permission = 'granted'
  await refreshPush({ force: true })
  api.on('DELETE /users/fcm/token', 'unreachable')
  await disablePush()
  expect(subscription).toBeNull()
})

test('a login sends the subscription again when notifications are already allowed (a new session)', async () => {
  permission = 'granted'
  await refreshPush({ force: true })
  completeAuth({ token: 'new-session', deviceToken: 'a-device-token' })
  await vi.waitFor(() => expect(sent()).toHaveLength(2))
})

test('the explanation is titled as spec §4 says; Cancel closes it, Continue asks the browser', async () => {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }))
  render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider>
        <PushExplanation />
      </MantineProvider>
    </I18nextProvider>,
  )
  act(() => pushExplanationStore.set(true))
  const dialog = await screen.findByRole('dialog', { name: 'Requires Notification Permissions' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(pushExplanationStore.get()).toBe(false)
  expect(requestPermission).not.toHaveBeenCalled()
  act(() => pushExplanationStore.set(true))
  permission = 'granted'
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }))
  await vi.waitFor(() => expect(sent()).toHaveLength(1))
  expect(requestPermission).toHaveBeenCalledOnce()
  cleanup()
})

function showSetting() {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }))
  return render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider>
        <NotificationsSection />
      </MantineProvider>
    </I18nextProvider>,
  )
}

test('the setting turns notifications on after a "not now": the browser asks, the subscription is sent', async () => {
  showSetting()
  permission = 'granted'
  fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }))
  await screen.findByText('You are notified of new messages on this device.')
  expect(requestPermission).toHaveBeenCalledOnce()
  expect(sent()).toHaveLength(1)
  cleanup()
})

test('the setting says when the browser blocks notifications, and is absent where push is unsupported', () => {
  permission = 'denied'
  showSetting()
  expect(screen.getByTestId('notifications-setting').textContent).toContain('blocked for Rosemary')
  cleanup()
  vi.stubGlobal('PushManager', undefined)
  // @ts-expect-error: as in a browser without push
  delete window.PushManager
  showSetting()
  expect(screen.queryByTestId('notifications-setting')).toBeNull()
  cleanup()
})
