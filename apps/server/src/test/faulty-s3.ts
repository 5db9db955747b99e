/**
 * A store that misbehaves, for S3_URL to point at: it never answers, answers 500, answers what is not
 * HTTP, answers 200 to everything with nothing in it, or starts a download and stops midway.
 */
import http from 'node:http'
import net from 'node:net'
import { freePort } from './server-process.ts'

export type Fault = 'hang' | 'error500' | 'garbage' | 'empty200' | 'stall'

export interface FaultyS3 {
  /** S3_URL of a bucket on it. */
  url: string
  requests: number
  close(): Promise<void>
}

/** An S3_URL where nothing listens: a store that is down. */
export async function downS3Url(query = ''): Promise<string> {
  return `s3://KEY:SECRET@127.0.0.1:${await freePort()}/pictures?tls=false${query}`
}

function respond(
  fault: Exclude<Fault, 'garbage'>,
  request: http.IncomingMessage,
  response: http.ServerResponse,
) {
  if (fault === 'hang') return
  if (fault === 'error500') {
    response
      .writeHead(500, { 'content-type': 'text/html' })
      .end('<html><h1>Internal Server Error</h1></html>')
    return
  }
  if (fault === 'empty200') {
    response.writeHead(200).end()
    return
  }
  // stall: a download that promises 1000 bytes and sends 10; other requests are answered as S3 would.
  if (request.method === 'GET' && !request.url?.includes('list-type')) {
    response.writeHead(200, { 'content-type': 'image/webp', 'content-length': 1000, etag: '"x"' })
    response.write(Buffer.alloc(10))
    return
  }
  response.writeHead(200, { etag: '"0123456789abcdef0123456789abcdef"' }).end()
}

export async function startFaultyS3(fault: Fault, query = ''): Promise<FaultyS3> {
  const sockets = new Set<net.Socket>()
  const state = { requests: 0 }
  const server =
    fault === 'garbage'
      ? net.createServer((socket) => {
          state.requests += 1
          socket.on('error', () => undefined)
          socket.once('data', () => socket.end('\u0000\u0001not http at all\r\n\r\n'))
        })
      : http.createServer((request, response) => {
          state.requests += 1
          request.resume()
          respond(fault, request, response)
        })
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `s3://KEY:SECRET@127.0.0.1:${port}/pictures?tls=false${query}`,
    get requests() {
      return state.requests
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
