/**
 * The live socket at /grip/ws?token=…: one per open app, carrying `{type, data}` frames for its user.
 * A bad token still gets the upgrade, then a close with code 4401, so the client can tell it apart from
 * a network failure and stop reconnecting. When its session ends while it is open (signed out, password
 * changed or reset elsewhere, account deleted, expired), it closes with 4410, in whichever process holds
 * it: a socket never hears a frame after its token stopped working. (Codes: contract/socket.ts.)
 */
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from '@fastify/websocket'
import { SOCKET_CLOSE_CODES } from '@rosemary/shared/contract'
import { readToken } from '../http/authenticate.ts'
import type { AuthSession, SessionsService } from '../modules/sessions/sessions.service.ts'
import { endsSession, type EventBus } from './event-bus.ts'
import { deliverWhileLive } from './socket-delivery.ts'

export const UNAUTHORIZED_CLOSE_CODE = SOCKET_CLOSE_CODES.unauthorized
export const SESSION_ENDED_CLOSE_CODE = SOCKET_CLOSE_CODES.sessionEnded
const HEARTBEAT_MS = 30_000

/** Drops connections that stopped answering pings (a phone that went out of range never says goodbye). */
function keepAlive(socket: WebSocket): () => void {
  let answered = true
  socket.on('pong', () => (answered = true))
  const timer = setInterval(() => {
    if (!answered) {
      socket.terminate()
      return
    }
    answered = false
    socket.ping()
  }, HEARTBEAT_MS)
  timer.unref()
  return () => clearInterval(timer)
}

/** An open socket of this process, and how to end it when its session ends. */
interface OpenSocket {
  session: AuthSession
  endSession: () => void
}

export function registerSocketRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionsService; bus: EventBus; now: () => Date },
) {
  const open = new Set<OpenSocket>()
  const stopHearing = deps.bus.onSessionsEnded((ended) => {
    for (const entry of open) {
      if (endsSession(ended, entry.session.userId, entry.session.sessionId)) entry.endSession()
    }
  })
  app.addHook('onClose', async () => stopHearing())

  app.get('/grip/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const token = readToken(request)
    const stopKeepAlive = keepAlive(socket)
    let entry: OpenSocket | undefined
    let unsubscribe: () => void = () => undefined
    let leave: () => void = () => undefined
    // Synchronous, so that no frame is sent once the socket is told to close.
    const stop = () => {
      stopKeepAlive()
      unsubscribe()
      leave()
      if (entry) open.delete(entry)
    }
    socket.on('close', stop)
    const closeWith = (code: number, reason: string) => {
      stop()
      socket.close(code, reason)
    }
    const failed = (error: unknown) => {
      request.log.error({ err: error }, 'could not check the session of a socket')
      closeWith(1011, 'server error')
    }

    const listen = async (session: AuthSession) => {
      const endSession = () => closeWith(SESSION_ENDED_CLOSE_CODE, 'session ended')
      entry = { session, endSession }
      open.add(entry)
      // The session counts as online (no push for it) only while a socket of it hears frames.
      leave = deps.bus.presence.enter(session.sessionId)
      unsubscribe = deps.bus.subscribe(
        session.userId,
        deliverWhileLive({
          send: (frame) => socket.send(JSON.stringify(frame)),
          expiresAt: session.expiresAt,
          now: deps.now,
          liveUntil: () => deps.sessions.liveUntil(session.sessionId),
          onEnded: endSession,
          onError: failed,
        }),
      )
      // Heard from now on; but it may have ended between the lookup (perhaps a remembered one) and here.
      if (!(await deps.sessions.liveUntil(session.sessionId))) endSession()
    }

    const start = async () => {
      const found = token ? await deps.sessions.authenticate(token) : null
      if (socket.readyState !== socket.OPEN) return
      if (!found) closeWith(UNAUTHORIZED_CLOSE_CODE, 'unauthorized')
      else await listen(found)
    }
    start().catch(failed)
  })
}
