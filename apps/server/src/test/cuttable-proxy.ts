/**
 * A TCP proxy in front of a service (Redis in the tests of several processes) that a test can cut: `cut`
 * drops every connection and refuses new ones, as a service that went down; `stall` keeps connections
 * open but lets nothing through, as one that hangs; `restore` passes everything again.
 */
import net from 'node:net'

export interface CuttableProxy {
  port: number
  cut(): void
  stall(): void
  restore(): void
  close(): Promise<void>
}

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  let mode: 'pass' | 'cut' | 'stall' = 'pass'
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
    client.on('data', (data) => mode === 'pass' && upstream.write(data))
    upstream.on('data', (data) => mode === 'pass' && client.write(data))
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
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
