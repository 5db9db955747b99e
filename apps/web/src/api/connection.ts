/**
 * Whether the server answers. A request that gets no answer marks it unreachable; from then on the app
 * asks GET /api/health after 1 s, 2 s, 4 s … (at most 30 s apart), and at once when the browser comes
 * back online, the window regains focus or the person asks. The first answer, to any request, marks it
 * reachable again and tells whoever waits for that (queries refetch, the socket reconnects).
 */
import { createEmitter } from '../lib/events.ts'
import { createStore } from '../lib/store.ts'

export const FIRST_CHECK_MS = 1000
export const MAX_CHECK_MS = 30_000
export const CHECK_TIMEOUT_MS = 10_000

export const serverReachableStore = createStore(true)
/** Raised when the server answers again after it could not be reached. */
export const serverBack = createEmitter()

/** 1 s, 2 s, 4 s … doubling up to 30 s: quick for a blip, gentle for a server that is down for long. */
export function checkDelay(attempt: number): number {
  return Math.min(FIRST_CHECK_MS * 2 ** attempt, MAX_CHECK_MS)
}

/** Proxies in front of the server answer these with a page of their own when the server itself is down. */
const GATEWAY_STATUSES = new Set([502, 503, 504])

/** Whether a response came from something in front of Rosemary rather than Rosemary, which always answers JSON. */
export function isGatewayFailure(status: number, isJson: boolean): boolean {
  return GATEWAY_STATUSES.has(status) && !isJson
}

let attempt = 0
let checkTimer: ReturnType<typeof setTimeout> | undefined
let checking: Promise<boolean> | null = null

/** Any answer from the server: it is reachable. */
export function noteAnswer(): void {
  clearTimeout(checkTimer)
  attempt = 0
  if (serverReachableStore.get()) return
  serverReachableStore.set(true)
  serverBack.emit()
}

function scheduleCheck(): void {
  clearTimeout(checkTimer)
  checkTimer = setTimeout(() => void checkServer(), checkDelay(attempt))
  attempt++
}

/** A request got no answer: the server is unreachable until a check (or another request) hears from it. */
export function noteNoAnswer(): void {
  if (!serverReachableStore.get()) return
  serverReachableStore.set(false)
  attempt = 0
  scheduleCheck()
}

// Not through request(): a check must not move the loading bar, reach failure handlers, or report itself.
async function healthAnswers(): Promise<boolean> {
  const controller = new AbortController()
  const timeout = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS)
  try {
    const response = await fetch('/api/health', {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: controller.signal,
    })
    return response.ok
  } catch {
    return false
  } finally {
    clearTimeout(timeout)
  }
}

/** Asks the server now (one check at a time); resolves to whether it answered. */
export function checkServer(): Promise<boolean> {
  checking ??= healthAnswers()
    .then((answered) => {
      if (answered) noteAnswer()
      else if (serverReachableStore.get()) noteNoAnswer()
      else scheduleCheck()
      return answered
    })
    .finally(() => (checking = null))
  return checking
}

function checkIfUnreachable(): void {
  if (!serverReachableStore.get()) void checkServer()
}

function checkWhenVisible(): void {
  if (document.visibilityState === 'visible') checkIfUnreachable()
}

/** Listens for the moments worth checking at once: back online, offline, focus, the tab shown again. */
export function startConnectionWatch(): () => void {
  // The browser's own idea of "offline" is only a hint (a server on this very machine still answers).
  const check = () => void checkServer()
  window.addEventListener('online', check)
  window.addEventListener('offline', check)
  window.addEventListener('focus', checkIfUnreachable)
  document.addEventListener('visibilitychange', checkWhenVisible)
  return () => {
    window.removeEventListener('online', check)
    window.removeEventListener('offline', check)
    window.removeEventListener('focus', checkIfUnreachable)
    document.removeEventListener('visibilitychange', checkWhenVisible)
    clearTimeout(checkTimer)
  }
}
