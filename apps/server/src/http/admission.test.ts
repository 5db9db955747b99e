import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { expect, test } from 'vitest'
import { arrivedAt, type ServedRequest, servedRequest } from '../db/arrival-order.ts'
import { createConnectionQueue } from '../db/connection-queue.ts'
import { registerAdmission } from './admission.ts'

const queue = () => createConnectionQueue({ slots: 1, maxWaiting: 10, maxWaitMs: 1_000 })

test('a request carries the moment it arrived to its handler, past its hooks', async () => {
  const app = Fastify()
  registerAdmission(app, queue())
  app.addHook('preHandler', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1))
  })
  app.get('/arrived', { config: { databaseBound: true } }, async () => ({ at: arrivedAt() ?? null }))
  const before = performance.now()
  const first = (await app.inject('/arrived')).json<{ at: number }>().at
  const second = (await app.inject('/arrived')).json<{ at: number }>().at
  expect(first).toBeGreaterThanOrEqual(before)
  expect(second).toBeGreaterThan(first)
  expect(second).toBeLessThanOrEqual(performance.now())
  await app.close()
})

test('a read whose client has left is marked abandoned; one answered, or a change, is not', async () => {
  const app = Fastify()
  registerAdmission(app, queue())
  const served: Record<string, ServedRequest | undefined> = {}
  let answer!: () => void
  const answering = new Promise<void>((resolve) => (answer = resolve))
  const route = (url: string, abandonable: boolean, wait: boolean) =>
    app.get(url, { config: { databaseBound: true, abandonable } }, async () => {
      served[url] = servedRequest()
      if (wait) await answering
      return { ok: true }
    })
  route('/read', true, true)
  route('/answered', true, false)
  route('/change', false, true)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const leaveDuring = async (path: string) => {
    const request = http.get({ port, host: '127.0.0.1', path })
    request.on('error', () => undefined)
    await expect.poll(() => served[path]).toBeDefined()
    request.destroy()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await leaveDuring('/read')
  await leaveDuring('/change')
  expect((await fetch(`http://127.0.0.1:${port}/answered`)).status).toBe(200)
  answer()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(served['/read']?.abandoned).toBe(true)
  expect(served['/change']?.abandoned).toBe(false)
  expect(served['/answered']?.abandoned).toBe(false)
  await app.close()
})
