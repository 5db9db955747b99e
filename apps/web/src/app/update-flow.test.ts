import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  ACTIVATION_TIMEOUT_MS,
  createUpdateFlow,
  UPDATE_CHECK_MS,
  type UpdateEffects,
  VISIBLE_CHECK_MIN_MS,
} from './update-flow.ts'

let online = true
let effects: { [K in keyof UpdateEffects]: ReturnType<typeof vi.fn<UpdateEffects[K]>> }

beforeEach(() => {
  vi.useFakeTimers()
  online = true
  effects = {
    check: vi.fn(() => Promise.resolve()),
    showNotice: vi.fn(),
    activate: vi.fn(),
    reload: vi.fn(),
    isOnline: vi.fn(() => online),
  }
})
afterEach(() => vi.useRealTimers())

test('asks for a new version every hour until stopped', async () => {
  const flow = createUpdateFlow(effects)
  const stop = flow.start()
  await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS - 1)
  expect(effects.check).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  expect(effects.check).toHaveBeenCalledOnce()
  await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS)
  expect(effects.check).toHaveBeenCalledTimes(2)
  stop()
  await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS * 3)
  expect(effects.check).toHaveBeenCalledTimes(2)
})

test('back in view: asks again, but not twice within a few minutes', async () => {
  const flow = createUpdateFlow(effects)
  flow.visible()
  expect(effects.check).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(VISIBLE_CHECK_MIN_MS)
  flow.visible()
  flow.visible()
  expect(effects.check).toHaveBeenCalledOnce()
})

test('offline, nothing is asked; a check that fails is tried again next time', async () => {
  const flow = createUpdateFlow(effects)
  flow.start()
  online = false
  await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS)
  expect(effects.check).not.toHaveBeenCalled()
  online = true
  effects.check.mockRejectedValueOnce(new TypeError('Failed to fetch'))
  await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS)
  await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS)
  expect(effects.check).toHaveBeenCalledTimes(2)
  expect(flow.phase()).toBe('current')
})

test('a waiting version shows the notice once, again when the app comes back into view, and stops checks', async () => {
  const flow = createUpdateFlow(effects)
  flow.start()
  flow.newVersionWaiting()
  flow.newVersionWaiting()
  expect(flow.phase()).toBe('waiting')
  expect(effects.showNotice).toHaveBeenCalledOnce()
  await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS)
  expect(effects.check).not.toHaveBeenCalled()
  flow.visible()
  expect(effects.showNotice).toHaveBeenCalledTimes(2)
})

test('Reload makes the waiting worker take over, and the page reloads once when it has', () => {
  const flow = createUpdateFlow(effects)
  flow.newVersionWaiting()
  flow.reloadRequested()
  flow.reloadRequested()
  expect(effects.activate).toHaveBeenCalledOnce()
  expect(flow.phase()).toBe('activating')
  expect(effects.reload).not.toHaveBeenCalled()
  flow.controllerChanged()
  flow.controllerChanged()
  vi.advanceTimersByTime(ACTIVATION_TIMEOUT_MS)
  expect(effects.reload).toHaveBeenCalledOnce()
  expect(flow.phase()).toBe('reloading')
})

test('a worker that never takes over: the page reloads all the same, after a while', () => {
  const flow = createUpdateFlow(effects)
  flow.newVersionWaiting()
  flow.reloadRequested()
  vi.advanceTimersByTime(ACTIVATION_TIMEOUT_MS - 1)
  expect(effects.reload).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(effects.reload).toHaveBeenCalledOnce()
})

test('Reload with no new version waiting does nothing', () => {
  const flow = createUpdateFlow(effects)
  flow.reloadRequested()
  expect(effects.activate).not.toHaveBeenCalled()
  expect(flow.phase()).toBe('current')
})

test('another tab made the new version take over: this one reloads too, its old files being gone', () => {
  const flow = createUpdateFlow(effects)
  flow.controllerChanged()
  expect(effects.reload).toHaveBeenCalledOnce()
})
