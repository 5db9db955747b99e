import { EventEmitter } from 'node:events'
import { expect, test } from 'vitest'
import { trackOpenConnections } from './open-connections.ts'

test('a connection that ended is forgotten, however many come and go', async () => {
  const pool = new EventEmitter()
  const connections = trackOpenConnections(pool)
  for (let i = 0; i < 1000; i++) {
    const client = new EventEmitter()
    pool.emit('connect', client)
    client.emit('end')
  }
  await Promise.resolve()
  expect(connections.count).toBe(0)
})

test('waits for the connections still open to end', async () => {
  const pool = new EventEmitter()
  const connections = trackOpenConnections(pool)
  const client = new EventEmitter()
  pool.emit('connect', client)
  let ended = false
  const waiting = connections.allEnded().then(() => (ended = true))
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(ended).toBe(false)
  client.emit('end')
  await waiting
  expect(connections.count).toBe(0)
})
