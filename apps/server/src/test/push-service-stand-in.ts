/**
 * A push service of our own on loopback for tests: it accepts a message only with a valid VAPID
 * authorization (test/web-push-protocol.ts), decrypts it with the device's keys, and keeps what arrived.
 * Each device's endpoint can be told to answer like a real push service in trouble: 404 or 410 (the
 * subscription is gone), 500, or never; or to take a while (`slow`). It counts the requests it is
 * answering at once, and when each came, so tests can see how the server spreads its pushes out.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { startLoopbackServer } from './loopback-server.ts'
import { decryptAes128gcm, type DeviceKeys, makeDeviceKeys, verifyVapid } from './web-push-protocol.ts'

export type EndpointBehaviour = 'accept' | 'slow' | 'missing' | 'gone' | 'fail' | 'silent'

/** How long a `slow` endpoint takes to answer. */
export const SLOW_ANSWER_MS = 100

export interface Delivered {
  device: string
  payload: unknown
  vapidKey: string
  ttl: string | undefined
  urgency: string | undefined
}

export interface Device {
  id: string
  endpoint: string
  keys: DeviceKeys
  behaviour: EndpointBehaviour
}

const STATUS: Record<Exclude<EndpointBehaviour, 'accept' | 'slow' | 'silent'>, number> = {
  missing: 404,
  gone: 410,
  fail: 500,
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

export async function startPushServiceStandIn() {
  const devices = new Map<string, Device>()
  const delivered: Delivered[] = []
  /** Requests this service refused as not following the protocol; a test expects none. */
  const rejected: string[] = []
  /** Every request that reached a device's endpoint, whatever it answered. */
  const attempts: string[] = []
  /** When each of those came (performance.now()). */
  const arrivals: number[] = []
  const load = { inFlight: 0, maxInFlight: 0 }
  let base = ''

  const server = await startLoopbackServer((request, response) => {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1]
    const device = id ? devices.get(id) : undefined
    if (!device || request.method !== 'POST') return void response.writeHead(404).end()
    attempts.push(device.id)
    arrivals.push(performance.now())
    load.maxInFlight = Math.max(load.maxInFlight, ++load.inFlight)
    response.on('close', () => load.inFlight--)
    if (device.behaviour === 'silent') return
    const { behaviour } = device
    if (behaviour !== 'accept' && behaviour !== 'slow')
      return void response.writeHead(STATUS[behaviour]).end()
    const answered = readBody(request)
    const waited = behaviour === 'slow' ? sleep(SLOW_ANSWER_MS).then(() => answered) : answered
    void waited.then((body) => {
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
        const { key } = verifyVapid(request.headers.authorization, base, Math.floor(Date.now() / 1000))
        const payload = JSON.parse(decryptAes128gcm(body, device.keys)) as unknown
        delivered.push({
          device: device.id,
          payload,
          vapidKey: key,
          ttl: request.headers.ttl as string | undefined,
          urgency: request.headers.urgency as string | undefined,
        })
        response.writeHead(201).end()
      } catch (error) {
        rejected.push((error as Error).message)
        response.writeHead(400).end()
      }
    })
  })
  base = server.base

  return {
    base,
    delivered,
    rejected,
    attempts,
    arrivals,
    /** The most requests it was answering at once. */
    get maxInFlight() {
      return load.maxInFlight
    },
    /** A new device of this service: its endpoint (with a secret-looking path) and keys. */
    device(behaviour: EndpointBehaviour = 'accept'): Device {
      const id = randomUUID()
      const device = { id, endpoint: `${base}/push/${id}`, keys: makeDeviceKeys(), behaviour }
      devices.set(id, device)
      return device
    },
    close: () => server.close(),
  }
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>
