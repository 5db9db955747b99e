import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { closeNotification, notifyDone, prepareSound, startAlarm, stopAlarm } from './alarm.ts'

function fakeWorker(permission: NotificationPermission) {
  const close = vi.fn()
  const worker = {
    showNotification: vi.fn(() => Promise.resolve()),
    getNotifications: vi.fn(() => Promise.resolve([{ close }])),
  }
  vi.stubGlobal('Notification', { permission })
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(worker) },
  })
  return { worker, close }
}

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('the notification of a finished timer', () => {
  test('is shown through the service worker when notifications are allowed, and closed on stop', async () => {
    const { worker, close } = fakeWorker('granted')
    await notifyDone('timer-1', 'Time is up: Step 2: 30 minutes', 'Lemon Tart', '/#/recipe/r?cook=1')
    expect(worker.showNotification).toHaveBeenCalledWith('Time is up: Step 2: 30 minutes', {
      body: 'Lemon Tart',
      tag: 'timer-1',
      icon: '/icons/icon-192.png',
      requireInteraction: true,
      data: { url: '/#/recipe/r?cook=1' },
    })
    await closeNotification('timer-1')
    expect(worker.getNotifications).toHaveBeenCalledWith({ tag: 'timer-1' })
    expect(close).toHaveBeenCalledTimes(1)
  })

  test.for(['default', 'denied'] as const)('is not shown when permission is %s', async (permission) => {
    const { worker } = fakeWorker(permission)
    await notifyDone('timer-1', 'Time is up', 'Lemon Tart', '/')
    expect(worker.showNotification).not.toHaveBeenCalled()
  })
})

describe('the beep', () => {
  let oscillators: number

  beforeEach(() => {
    vi.useFakeTimers()
    oscillators = 0
    const param = { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn(), value: 0 }
    vi.stubGlobal(
      'AudioContext',
      class {
        currentTime = 0
        destination = {}
        resume = () => Promise.resolve()
        createGain = () => ({ gain: param, connect: (next: unknown) => next })
        createOscillator = () => {
          oscillators += 1
          return { frequency: { value: 0 }, connect: (next: unknown) => next, start: vi.fn(), stop: vi.fn() }
        }
      },
    )
  })
  afterEach(() => vi.useRealTimers())

  test('sounds at once and again every two seconds until stopped', () => {
    prepareSound()
    startAlarm('a')
    expect(oscillators).toBe(3)
    vi.advanceTimersByTime(4_000)
    expect(oscillators).toBe(9)
    stopAlarm('a')
    vi.advanceTimersByTime(10_000)
    expect(oscillators).toBe(9)
  })

  test('gives up after a minute, so a forgotten timer does not beep for ever', () => {
    prepareSound()
    startAlarm('b')
    vi.advanceTimersByTime(120_000)
    expect(oscillators).toBe(3 * 30)
    expect(vi.getTimerCount()).toBe(0)
  })
})
