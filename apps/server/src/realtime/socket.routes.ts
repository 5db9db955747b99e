/**
 * The live socket at /grip/ws?token=…: one per open app, carrying `{type, data}` frames for its user.
 * A bad token still gets the upgrade, then a close with code 4401, so the client can tell it apart from
 * a network failure and stop reconnecting. When its session ends while it is open (signed out, password
 * changed or reset elsewhere, account deleted, expired), it closes with 4410, in whichever process holds
 * it: a socket never hears a frame after its token stopped working. A session holds at most
 * MAX_SOCKETS_PER_SESSION sockets in a process; a newer one closes its oldest with 4429 (session-sockets.ts).
 * Clients send nothing: a frame the socket refuses (over maxPayload, malformed) is the client's doing, a
 * warning without a stack, and the socket closes with the code the protocol gives it (1009, 1002…).
 * (Codes: contract/socket.ts.)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WebSocket } from '@fastify/websocket'
import { MAX_SOCKETS_PER_SESSION, SOCKET_CLOSE_CODES } from '@rosemary/shared/contract'
import { readToken } from '../http/authenticate.ts'
import type { AuthSession, SessionLookup } from '../http/auth-session.ts'
import { endsSession, type EventBus } from './event-bus.ts'
import { createSessionSockets } from './session-sockets.ts'
import { deliverWhileLive } from './socket-delivery.ts'

export const UNAUTHORIZED_CLOSE_CODE = SOCKET_CLOSE_CODES.unauthorized
export const SESSION_ENDED_CLOSE_CODE = SOCKET_CLOSE_CODES.sessionEnded
export const REPLACED_CLOSE_CODE = SOCKET_CLOSE_CODES.replaced
/** The largest frame a client may send; they send none, so anything bigger is refused (1009). */
export const MAX_CLIENT_FRAME_BYTES = 4096
const HEARTBEAT_MS = 30_000

/**
 * What an open socket's errors say (@fastify/websocket's errorHandler): ws's own `WS_ERR_*` codes are a
 * frame the client sent that the protocol or our limit refuses, and ws is already closing the socket with
 * the matching code; anything else (a failed write) is ours to look into, and ends the socket.
 */
export function onSocketError(error: Error & { code?: unknown }, socket: WebSocket, request: FastifyRequest) {
  if (typeof error.code === 'string' && error.code.startsWith('WS_ERR_')) {
    request.log.warn({ code: error.code, reason: error.message }, 'a client sent a frame the socket refuses')
    return
  }
  request.log.error({ err: error }, 'the live socket failed')
  socket.terminate()
}

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

/** An open socket of this process, and how to end it when its session ends or a newer one replaces it. */
interface OpenSocket {
  session: AuthSession
  endSession: () => void
  replace: () => void
}

export function registerSocketRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionLookup; bus: EventBus; now: () => Date },
) {
  const open = createSessionSockets<OpenSocket>(MAX_SOCKETS_PER_SESSION)
  const stopHearing = deps.bus.onSessionsEnded((ended) => {
    for (const entry of open.all()) {
      if (endsSession(ended, entry.session.userId, entry.session.sessionId)) entry.endSession()
    }
  })
  app.addHook('onClose', async () => stopHearing())

  app.get('/grip/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const token = readToken(request, { query: true })
    const stopKeepAlive = keepAlive(socket)
    let entry: OpenSocket | undefined
    let unsubscribe: () => void = () => undefined
    let leave: () => void = () => undefined
    // Synchronous, so that no frame is sent once the socket is told to close.
    const stop = () => {
      stopKeepAlive()
      unsubscribe()
      leave()
      if (entry) open.remove(entry.session.sessionId, entry)
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
      const replace = () => closeWith(REPLACED_CLOSE_CODE, 'too many sockets for this session')
      entry = { session, endSession, replace }
      const replaced = open.add(session.sessionId, entry)
      if (replaced.length > 0)
        request.log.info(
          { closed: replaced.length },
          'a session opened more sockets than it may: the oldest closed',
        )
      for (const older of replaced) older.replace()
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
