import { fireEvent, renderHook } from '@testing-library/react'
import type { TouchEvent } from 'react'
import { expect, test, vi } from 'vitest'
import { useStepKeys } from './use-step-keys.ts'

const touch = (x: number, y: number) =>
  ({
    touches: [{ clientX: x, clientY: y }],
    changedTouches: [{ clientX: x, clientY: y }],
  }) as unknown as TouchEvent

function setUp() {
  const previous = vi.fn()
  const next = vi.fn()
  const hook = renderHook(() => useStepKeys(previous, next))
  const swipe = (from: [number, number], to: [number, number]) => {
    hook.result.current.onTouchStart(touch(...from))
    hook.result.current.onTouchEnd(touch(...to))
  }
  return { previous, next, swipe, hook }
}

test('a swipe to the left goes on, to the right goes back; a short or mostly upright one does nothing', () => {
  const { previous, next, swipe } = setUp()
  swipe([300, 100], [150, 110])
  expect(next).toHaveBeenCalledTimes(1)
  swipe([100, 100], [250, 90])
  expect(previous).toHaveBeenCalledTimes(1)
  swipe([100, 100], [140, 100])
  swipe([100, 100], [180, 400])
  expect(next).toHaveBeenCalledTimes(1)
  expect(previous).toHaveBeenCalledTimes(1)
})

test('the arrow keys move, except while typing in a field', () => {
  const { previous, next, hook } = setUp()
  fireEvent.keyDown(window, { key: 'ArrowRight' })
  fireEvent.keyDown(window, { key: 'ArrowLeft' })
  const field = document.body.appendChild(document.createElement('input'))
  fireEvent.keyDown(field, { key: 'ArrowRight' })
  expect(next).toHaveBeenCalledTimes(1)
  expect(previous).toHaveBeenCalledTimes(1)
  field.remove()
  hook.unmount()
  fireEvent.keyDown(window, { key: 'ArrowRight' })
  expect(next).toHaveBeenCalledTimes(1)
})
