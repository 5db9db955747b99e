import type { AddressInfo } from 'node:net'
import { describe, expect } from 'vitest'
import { WebSocket } from 'ws'
import { test } from '../test/fixtures.ts'
import { UNAUTHORIZED_CLOSE_CODE } from './socket.routes.ts'

async function socketUrl(app: import('fastify').FastifyInstance, token?: string): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return `ws://127.0.0.1:${port}/grip/ws${token === undefined ? '' : `?token=${token}`}`
}

function connect(url: string) {
  const socket = new WebSocket(url)
  const frames: unknown[] = []
  socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString())))
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve())
    socket.on('error', reject)
  })
  return { socket, frames, closed, opened }
}

describe('the live socket at /grip/ws', () => {
  test('carries {type, data} frames published for its user, and only those', async ({
    app,
    bus,
    user,
    makeUser,
  }) => {
    const other = await makeUser()
    const mine = connect(await socketUrl(app, user.token))
    const theirs = connect(await socketUrl(app, other.token))
    await Promise.all([mine.opened, theirs.opened])
    // The server subscribes once it has checked the token.
    await expect.poll(() => bus.subscriberCount(user.id) + bus.subscriberCount(other.id)).toBe(2)

    await bus.publish(user.id, { type: 'recipe:update', data: { recipeId: 'r1' } })
    await expect.poll(() => mine.frames).toEqual([{ type: 'recipe:update', data: { recipeId: 'r1' } }])
    expect(theirs.frames).toEqual([])
    mine.socket.close()
    theirs.socket.close()
  })

  test.for([
    ['an unknown token', 'not-a-real-token'],
    ['no token', undefined],
  ])('closes with 4401 for %s', async ([, token], { app }) => {
    const connection = connect(await socketUrl(app, token))
    expect(await connection.closed).toBe(UNAUTHORIZED_CLOSE_CODE)
  })

  test('stops delivering once the socket is closed', async ({ app, bus, user }) => {
    const connection = connect(await socketUrl(app, user.token))
    await connection.opened
    await expect.poll(() => bus.subscriberCount(user.id)).toBe(1)
    connection.socket.close()
    await connection.closed
    await expect.poll(() => bus.subscriberCount(user.id)).toBe(0)
    await bus.publish(user.id, { type: 'late', data: null })
    expect(connection.frames).toEqual([])
  })
})
