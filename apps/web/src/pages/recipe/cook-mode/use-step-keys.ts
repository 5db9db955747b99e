/**
 * Moving between steps without aiming at a button: the arrow keys (not while typing in a field) and a
 * horizontal swipe over the step.
 */
import { type TouchEvent, useEffect, useRef } from 'react'

const SWIPE_PX = 60

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) &&
    !(target instanceof HTMLInputElement && target.type === 'checkbox')
  )
}

export function useStepKeys(onPrevious: () => void, onNext: () => void) {
  const moves = useRef({ onPrevious, onNext })
  useEffect(() => {
    moves.current = { onPrevious, onNext }
  })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return
      if (event.key === 'ArrowRight') moves.current.onNext()
      else if (event.key === 'ArrowLeft') moves.current.onPrevious()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const start = useRef<{ x: number; y: number } | null>(null)
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0]
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0]
      const from = start.current
      start.current = null
      if (!touch || !from) return
      const dx = touch.clientX - from.x
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(touch.clientY - from.y)) return
      if (dx < 0) moves.current.onNext()
      else moves.current.onPrevious()
    },
  }
}
