/**
 * Run as a worker thread by the push load test: push services on loopback (one origin per port) that take
 * every POST at once with 201 and count them, so receiving thousands never delays the test's own thread,
 * which measures how fast the server answers meanwhile. Asked with 'report', it posts back what it saw:
 * per origin, how many came, the most at once, and the most within any one second.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parentPort, workerData } from 'node:worker_threads'

export interface OriginSeen {
  count: number
  maxInFlight: number
  maxPerSecond: number
}

export interface ReceiverReport {
  total: number
  maxInFlight: number
  /** Without an authorization of the VAPID shape, or not aes128gcm: a test expects none. */
  malformed: number
  origins: Record<string, OriginSeen>
}

const { origins: count } = workerData as { origins: number }
const ANSWER_AFTER_MS = 20
const port = parentPort
if (!port) throw new Error('push-receiver-worker runs in a worker thread')

let inFlight = 0
let maxInFlight = 0
let total = 0
let malformed = 0
const seen = new Map<string, OriginSeen & { inFlight: number; arrivals: number[] }>()

async function serve(): Promise<Server> {
  const state = { count: 0, maxInFlight: 0, maxPerSecond: 0, inFlight: 0, arrivals: [] as number[] }
  const server = createServer((request, response) => {
    const now = performance.now()
    total++
    state.count++
    state.arrivals.push(now)
    while ((state.arrivals[0] ?? now) <= now - 1000) state.arrivals.shift()
    state.maxPerSecond = Math.max(state.maxPerSecond, state.arrivals.length)
    inFlight++
    state.inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight)
    const vapid = /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(request.headers.authorization ?? '')
    if (!vapid || request.headers['content-encoding'] !== 'aes128gcm') malformed++
    request.resume()
    // Answered after a while, as a push service over the internet would: what is in flight shows.
    request.on('end', () =>
      setTimeout(() => {
        inFlight--
        state.inFlight--
        response.writeHead(201).end()
      }, ANSWER_AFTER_MS),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  seen.set(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, state)
  return server
}

const servers: Server[] = []
for (let index = 0; index < count; index++) servers.push(await serve())

port.on('message', (message: 'report' | 'close') => {
  if (message === 'report') {
    const origins = Object.fromEntries(
      [...seen].map(([origin, { count: came, maxInFlight: most, maxPerSecond }]) => [
        origin,
        { count: came, maxInFlight: most, maxPerSecond },
      ]),
    )
    port.postMessage({ total, maxInFlight, malformed, origins } satisfies ReceiverReport)
  } else {
    for (const server of servers) server.closeAllConnections()
    void Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))).then(() =>
      port.close(),
    )
  }
})
port.postMessage([...seen.keys()])
