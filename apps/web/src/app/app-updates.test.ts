import { notifications } from '@mantine/notifications'
import { isValidElement, type ReactElement } from 'react'
import type { RegisterSWOptions } from 'vite-plugin-pwa/types'
import { afterEach, expect, test, vi } from 'vitest'
import { startUpdates } from './app-updates.ts'
import { UPDATE_CHECK_MS } from './update-flow.ts'

const worker = {
  options: undefined as RegisterSWOptions | undefined,
  activate: vi.fn((_reload?: boolean) => Promise.resolve()),
}
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }))

afterEach(() => vi.useRealTimers())

/** The Reload button's handler of the notice last shown. */
function noticeReload(): () => void {
  const shown = vi.mocked(notifications.show).mock.lastCall?.[0]
  const content = shown?.message
  if (!isValidElement(content)) throw new Error('no notice shown')
  return (content as ReactElement<{ onReload: () => void }>).props.onReload
}

test('a waiting version: the notice; Reload activates it; taken over: one reload', async () => {
  vi.useFakeTimers()
  const reload = vi.fn()
  const update = vi.fn(() => Promise.resolve())
  startUpdates((options = {}) => {
    worker.options = options
    return worker.activate
  }, reload)
  worker.options?.onRegisteredSW?.('/sw.js', { update } as unknown as ServiceWorkerRegistration)
  await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS)
  expect(update).toHaveBeenCalledOnce()

  worker.options?.onNeedRefresh?.()
  await vi.waitFor(() => expect(notifications.show).toHaveBeenCalledOnce())
  expect(vi.mocked(notifications.show).mock.lastCall?.[0]).toMatchObject({
    id: 'app-update',
    autoClose: false,
  })
  noticeReload()()
  expect(worker.activate).toHaveBeenCalledOnce()
  worker.options?.onNeedReload?.()
  expect(reload).toHaveBeenCalledOnce()
})
