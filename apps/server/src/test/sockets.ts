/** A real websocket on the app's /grip/ws, listening on a port the OS gives, keeping every frame it hears. */
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { WebSocket } from 'ws'

export interface HeardFrame {
  type: string
  data: unknown
}

export async function openSocket(app: FastifyInstance, token: string) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const socket = new WebSocket(`ws://127.0.0.1:${port}/grip/ws?token=${token}`)
  const frames: HeardFrame[] = []
  socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as HeardFrame))
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve())
    socket.on('error', reject)
  })
  return { socket, frames }
}
