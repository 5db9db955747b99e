import { afterEach, expect, test, vi } from 'vitest'

const events = vi.hoisted(() => [] as string[])

vi.mock('react-dom/client', () => {
  events.push('React DOM evaluated')
  return {}
})
vi.mock('./start.tsx', () => {
  events.push('start evaluated')
  return {
    start: () => {
      events.push('started')
      return Promise.resolve()
    },
  }
})

afterEach(() => {
  vi.useRealTimers()
})

test('the entry evaluates React DOM, ends the task, and only then evaluates and runs the start', async () => {
  vi.useFakeTimers()
  await import('./main.tsx')
  await vi.dynamicImportSettled()
  expect(events).toEqual(['React DOM evaluated'])
  await vi.runAllTimersAsync()
  await vi.dynamicImportSettled()
  expect(events).toEqual(['React DOM evaluated', 'start evaluated', 'started'])
})
