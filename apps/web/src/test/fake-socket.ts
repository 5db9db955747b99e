import { afterEach, beforeEach, vi } from 'vitest'
import { setToken } from '../auth/session.ts'
import { startSocket } from '../realtime/socket.ts'

/** A WebSocket the test drives: `FakeSocket.frame` delivers a `{type, data}` frame to the app's socket. */
export class FakeSocket {
  static all: FakeSocket[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  readonly url: string
  constructor(url: string) {
    this.url = url
    FakeSocket.all.push(this)
  }
  close() {
    // Nothing to release.
  }
  static frame(type: string, data: unknown) {
    for (const socket of FakeSocket.all) socket.onmessage?.({ data: JSON.stringify({ type, data }) })
  }
}

/**
 * For each test of what the app does with live frames: its socket started over a FakeSocket, signed in, and
 * at the end stopped with whatever the test handed to the returned `keep` (the listeners it started).
 */
export function liveSocketForEachTest(): (stop: () => void) => void {
  let stops: (() => void)[] = []
  beforeEach(() => {
    FakeSocket.all = []
    vi.stubGlobal('WebSocket', FakeSocket)
    setToken('token')
    stops.push(startSocket())
  })
  afterEach(() => {
    for (const stop of stops) stop()
    stops = []
    setToken(null)
    vi.unstubAllGlobals()
  })
  return (stop) => {
    stops.push(stop)
  }
}
