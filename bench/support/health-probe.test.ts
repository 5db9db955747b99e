import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { probeHealth } from './health-probe.ts'

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})

async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('a server that answers at once gives answered probes only', async () => {
  const url = await serve((_request, response) => response.end('{"ok":true}'))
  const probes = probeHealth(url, 20)
  await sleep(300)
  const figures = await probes.stop()
  // Those in flight when probing stopped aside, every probe was answered.
  expect(figures.probes - figures.unanswered).toBeGreaterThan(3)
  expect(figures.failed).toBe(0)
})

test('a frozen server shows as every probe sent while it was frozen, each waiting', async () => {
  // Everything asked during the first second is held until it ends, as a blocked event loop would.
  const frozenUntil = performance.now() + 1000
  const url = await serve((_request, response) => {
    setTimeout(() => response.end('{"ok":true}'), Math.max(0, frozenUntil - performance.now()))
  })
  const probes = probeHealth(url, 20)
  await sleep(1100)
  const figures = await probes.stop()
  // A probe sent only after the previous one answered would have had one slow answer among fast ones.
  expect(figures.probes).toBeGreaterThan(5)
  expect(figures.p50).toBeGreaterThan(200)
})

test('probes that answer while draining count with their answer time, not as unanswered', async () => {
  const frozenUntil = performance.now() + 400
  const url = await serve((_request, response) => {
    setTimeout(() => response.end('{"ok":true}'), Math.max(0, frozenUntil - performance.now()))
  })
  const probes = probeHealth(url, 20)
  await sleep(300)
  const figures = await probes.stop(5000)
  expect(figures.unanswered).toBe(0)
  expect(figures.failed).toBe(0)
  expect(figures.max).toBeGreaterThan(200)
})

test('probes still waiting when probing stops count, with the time they waited', async () => {
  const url = await serve(() => undefined)
  const probes = probeHealth(url, 20)
  await sleep(300)
  const figures = await probes.stop()
  expect(figures.unanswered).toBe(figures.probes)
  expect(figures.max).toBeGreaterThan(150)
})

test('a server that closes the connection counts as failed probes', async () => {
  const url = await serve((request) => request.socket.destroy())
  const probes = probeHealth(url, 20)
  await sleep(300)
  const figures = await probes.stop()
  expect(figures.failed).toBeGreaterThan(0)
  expect(figures.probes).toBeGreaterThanOrEqual(figures.failed)
})
