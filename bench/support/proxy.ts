/**
 * A small reverse proxy of our own for the several-processes part: requests and socket upgrades handed to
 * the upstream servers in turn (round robin), as a load balancer in front of several app processes does.
 * Keep-alive connections to each upstream; an upstream that fails answers 502 and the socket is closed.
 */
import http, { type IncomingHttpHeaders } from 'node:http'
import net from 'node:net'

export interface Proxy {
  url: string
  /** Requests handed to each upstream, in the order given, and socket upgrades. */
  handed: number[]
  upgrades: number[]
  close: () => Promise<void>
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'])

function forwardedHeaders(headers: IncomingHttpHeaders, client: string | undefined): IncomingHttpHeaders {
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))
  return { ...kept, 'x-forwarded-for': client ?? 'unknown' }
}

function rawHeaders(headers: IncomingHttpHeaders): string {
  return Object.entries(headers)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}\r\n`))
    .join('')
}

export async function startProxy(upstreams: string[]): Promise<Proxy> {
  const targets = upstreams.map((upstream) => new URL(upstream))
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }))
  const handed = targets.map(() => 0)
  const upgrades = targets.map(() => 0)
  let turn = 0
  const upgraded = new Set<net.Socket>()
  const nextTarget = (counts: number[]) => {
    const index = turn++ % targets.length
    counts[index]! += 1
    return { target: targets[index]!, agent: agents[index]! }
  }

  const server = http.createServer((request, response) => {
    const { target, agent } = nextTarget(handed)
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request.headers, request.socket.remoteAddress),
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end()
      else response.destroy()
    })
    request.pipe(upstream)
  })

  server.on('upgrade', (request, client: net.Socket, head: Buffer) => {
    const { target } = nextTarget(upgrades)
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const headers = { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? 'unknown' }
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${rawHeaders(headers)}\r\n`)
      if (head.length > 0) upstream.write(head)
      client.pipe(upstream).pipe(client)
    })
    upgraded.add(client).add(upstream)
    const closeBoth = () => {
      client.destroy()
      upstream.destroy()
      upgraded.delete(client)
      upgraded.delete(upstream)
    }
    client.on('close', closeBoth)
    upstream.on('close', closeBoth)
    upstream.on('error', closeBoth)
    client.on('error', closeBoth)
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    handed,
    upgrades,
    close: async () => {
      server.closeAllConnections()
      for (const socket of upgraded) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
      for (const agent of agents) agent.destroy()
    },
  }
}
