/**
 * The event bus across processes, through Redis pub/sub: every frame and every session end is published
 * on a channel all processes listen to, and each delivers it to the sockets it holds. Pub/sub rather than
 * streams, by measurement on this machine (apps/server/scripts/measure-redis.ts, 5,000 frames one at a
 * time from one connection to another): median 0.10 ms through pub/sub against 0.13 ms through a stream
 * read with XREAD BLOCK, and 1.35 ms against 2.51 ms on the machine under heavy load; a stream must also
 * be trimmed and read from a cursor per process. What pub/sub gives up, delivery to a
 * process that is not connected at that moment, a live frame does not need: a socket that drops loses
 * frames in one process too, and no cache depends on a frame arriving (see caching/shared-versions.ts).
 *
 * The publishing process hears its own frames at once, before they go to Redis (the library cache is told
 * of a change before the request that made it answers) and ignores them when Redis echoes them back.
 * While Redis does not answer, frames reach this process's sockets only; a warning says so.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { RedisConnection } from '../redis/redis-connection.ts'
import { createLocalListeners, type EndedSessions, type EventBus, type SocketFrame } from './event-bus.ts'
import { createRedisPresence } from './redis-presence.ts'

interface FrameMessage {
  from: string
  userId: string
  frame: SocketFrame
}

interface EndMessage {
  from: string
  ended: EndedSessions
}

export async function createRedisBus(deps: {
  connection: RedisConnection
  logger: FastifyBaseLogger
}): Promise<EventBus> {
  const { commands, subscriber, prefix } = deps.connection
  const processId = randomUUID()
  const framesChannel = `${prefix}frames`
  const endsChannel = `${prefix}sessions-ended`
  const local = createLocalListeners()
  const presence = createRedisPresence({ connection: deps.connection, processId, logger: deps.logger })

  const send = async (channel: string, message: FrameMessage | EndMessage) => {
    try {
      await commands.publish(channel, JSON.stringify(message))
    } catch (error) {
      deps.logger.warn(
        { err: error, channel },
        'Redis does not answer: this was heard by this process only (other processes missed it)',
      )
    }
  }
  const onMessage = (channel: string, text: string) => {
    let message: FrameMessage & EndMessage
    try {
      message = JSON.parse(text) as FrameMessage & EndMessage
    } catch {
      deps.logger.warn({ channel }, 'a message on the bus was not JSON; ignored')
      return
    }
    if (message.from === processId) return
    if (channel === framesChannel) local.deliver(message.userId, message.frame)
    else if (channel === endsChannel) local.announceEnd(message.ended)
  }
  subscriber.on('message', onMessage)
  await subscriber.subscribe(framesChannel, endsChannel)

  return {
    presence,
    async publish(userId, frame) {
      local.deliver(userId, frame)
      await send(framesChannel, { from: processId, userId, frame })
    },
    subscribeAll: local.subscribeAll,
    subscribe: local.subscribe,
    async endSessions(ended) {
      local.announceEnd(ended)
      await send(endsChannel, { from: processId, ended })
    },
    onSessionsEnded: local.onSessionsEnded,
    async close() {
      subscriber.off('message', onMessage)
      await subscriber.unsubscribe(framesChannel, endsChannel).catch(() => undefined)
      await presence.stop()
      local.clear()
    },
  }
}
