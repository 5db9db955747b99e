/**
 * The frames of one socket, in order, while its session lives. A session expires after 60 days without a
 * request, but requests slide it; so past the expiry the socket last knew, the session is read again
 * before the next frame goes (frames that come meanwhile wait behind it): still live, they go on; ended,
 * the socket closes and they are dropped.
 */
import type { FrameListener, SocketFrame } from './event-bus.ts'

export interface DeliveryOptions {
  send: (frame: SocketFrame) => void
  /** The session's expiry as of the socket's sign-in. */
  expiresAt: Date
  now: () => Date
  /** The session's expiry read now, or null when it ended or expired. */
  liveUntil: () => Promise<Date | null>
  onEnded: () => void
  onError: (error: unknown) => void
}

export function deliverWhileLive(options: DeliveryOptions): FrameListener {
  let expiresAt = options.expiresAt
  /** Frames that came while the session was being read again; null when it is not. */
  let waiting: SocketFrame[] | null = null

  const readAgain = async () => {
    let until: Date | null
    try {
      until = await options.liveUntil()
    } catch (error) {
      waiting = null
      options.onError(error)
      return
    }
    const held = waiting ?? []
    waiting = null
    if (!until) {
      options.onEnded()
      return
    }
    expiresAt = until
    for (const frame of held) options.send(frame)
  }

  return (frame) => {
    if (waiting) {
      waiting.push(frame)
    } else if (options.now() < expiresAt) {
      options.send(frame)
    } else {
      waiting = [frame]
      void readAgain()
    }
  }
}
