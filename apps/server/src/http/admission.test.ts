import Fastify from 'fastify'
import { expect, test } from 'vitest'
import { arrivedAt } from '../db/arrival-order.ts'
import { createConnectionQueue } from '../db/connection-queue.ts'
import { registerAdmission } from './admission.ts'

test('a request carries the moment it arrived to its handler, past its hooks', async () => {
  const app = Fastify()
  registerAdmission(app, createConnectionQueue({ slots: 1, maxWaiting: 10, maxWaitMs: 1_000 }))
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
