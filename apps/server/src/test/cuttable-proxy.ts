/**
 * A TCP proxy in front of a service (Redis in the tests of several processes) that a test can cut: `cut`
 * drops every connection and refuses new ones, as a service that went down; `stall` keeps connections
 * open but lets nothing through, as one that hangs; `delayMessages` passes what Redis sends to subscribed
 * connections late (pub/sub messages on a slow path), commands still at once; `restore` undoes all.
 */
import net from 'node:net'

export interface CuttableProxy {
  port: number
  cut(): void
  stall(): void
  restore(): void
  /** What reaches a connection that sent SUBSCRIBE passes this many milliseconds late (in order). */
  delayMessages(ms: number): void
  close(): Promise<void>
}

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  let mode: 'pass' | 'cut' | 'stall' = 'pass'
  let lateMs = 0
  const subscribed = new WeakSet<net.Socket>()
  const pass = (to: net.Socket, data: Buffer) => {
    if (mode !== 'pass') return
    if (lateMs === 0 || !subscribed.has(to)) to.write(data)
    else setTimeout(() => to.write(data), lateMs)
  }
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.destroy()
      return
    }
    const upstream = net.connect(target)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => undefined)
    }
    client.on('data', (data) => {
      if (/subscribe/i.test(data.toString('latin1'))) subscribed.add(client)
      pass(upstream, data)
    })
    upstream.on('data', (data) => pass(client, data))
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      mode = 'cut'
      for (const socket of sockets) socket.destroy()
    },
    stall() {
      mode = 'stall'
    },
    restore() {
      mode = 'pass'
      lateMs = 0
    },
    delayMessages(ms) {
      mode = 'pass'
      lateMs = ms
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
