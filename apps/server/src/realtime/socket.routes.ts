/**
 * The live socket at /grip/ws?token=…: one per open app, carrying `{type, data}` frames for its user.
 * A bad token still gets the upgrade, then a close with code 4401, so the client can tell it apart from
 * a network failure and stop reconnecting.
 */
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from '@fastify/websocket'
import { readToken } from '../http/authenticate.ts'
import type { SessionsService } from '../modules/sessions/sessions.service.ts'
import type { EventBus } from './event-bus.ts'

export const UNAUTHORIZED_CLOSE_CODE = 4401
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

export function registerSocketRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionsService; bus: EventBus },
) {
  app.get('/grip/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const token = readToken(request)
    const stopKeepAlive = keepAlive(socket)
    let unsubscribe: () => void = () => undefined
    socket.on('close', () => {
      stopKeepAlive()
      unsubscribe()
    })
    const session = token ? deps.sessions.authenticate(token) : Promise.resolve(null)
    session.then(
      (found) => {
        if (socket.readyState !== socket.OPEN) return
        if (!found) {
          socket.close(UNAUTHORIZED_CLOSE_CODE, 'unauthorized')
          return
        }
        unsubscribe = deps.bus.subscribe(found.userId, (frame) => socket.send(JSON.stringify(frame)))
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'could not authenticate a socket')
        socket.close(1011, 'server error')
      },
    )
  })
}
