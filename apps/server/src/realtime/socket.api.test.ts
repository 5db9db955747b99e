import type { AddressInfo } from 'node:net'
import { MAX_SOCKETS_PER_SESSION } from '@rosemary/shared/contract'
import { describe, expect } from 'vitest'
import { WebSocket } from 'ws'
import { buildApp } from '../app.ts'
import { test } from '../test/fixtures.ts'
import { createLogCapture } from '../test/log-capture.ts'
import { MAX_CLIENT_FRAME_BYTES, REPLACED_CLOSE_CODE, UNAUTHORIZED_CLOSE_CODE } from './socket.routes.ts'

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
  let closedWith: { code: number; reason: string } | null = null
  socket.on('close', (code, reason) => (closedWith = { code, reason: reason.toString() }))
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve())
    socket.on('error', reject)
  })
  return { socket, frames, closed, opened, closedWith: () => closedWith }
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

  test(`a session holds at most ${MAX_SOCKETS_PER_SESSION}: each one past it closes the oldest with 4429`, async ({
    app,
    bus,
    user,
    makeUser,
  }) => {
    const other = await makeUser()
    const theirs = connect(await socketUrl(app, other.token))
    const url = await socketUrl(app, user.token)
    const mine = []
    // One at a time, so "oldest" is the order they opened in.
    for (let index = 0; index < MAX_SOCKETS_PER_SESSION + 5; index++) {
      const connection = connect(url)
      await connection.opened
      await expect.poll(() => bus.subscriberCount(user.id)).toBe(Math.min(index + 1, MAX_SOCKETS_PER_SESSION))
      mine.push(connection)
    }
    const pushedOut = mine.slice(0, 5)
    expect(await Promise.all(pushedOut.map((connection) => connection.closed))).toEqual(
      pushedOut.map(() => REPLACED_CLOSE_CODE),
    )
    expect(pushedOut[0]!.closedWith()?.reason).toBe('too many sockets for this session')
    // The newest ones stay and hear frames; another person's session counts apart.
    await bus.publish(user.id, { type: 'recipe:update', data: { recipeId: 'r1' } })
    for (const connection of mine.slice(5))
      await expect
        .poll(() => connection.frames)
        .toEqual([{ type: 'recipe:update', data: { recipeId: 'r1' } }])
    expect(pushedOut.flatMap((connection) => connection.frames)).toEqual([])
    await theirs.opened
    expect(theirs.socket.readyState).toBe(WebSocket.OPEN)
    for (const connection of [...mine, theirs]) connection.socket.close()
    await expect.poll(() => bus.subscriberCount(user.id)).toBe(0)
  })

  test("a frame over the limit is the client's doing: a warning without a stack, closed with 1009", async ({
    database,
    config,
    mailer,
    bus,
    user,
  }) => {
    const capture = createLogCapture('info')
    const app = await buildApp({ config, database, mailer, bus, logger: capture.logger, webDistDir: null })
    try {
      const connection = connect(await socketUrl(app, user.token))
      await connection.opened
      connection.socket.send('x'.repeat(10 * 1024))
      expect(await connection.closed).toBe(1009)
      expect(MAX_CLIENT_FRAME_BYTES).toBeLessThan(10 * 1024)
    } finally {
      await app.close()
    }
    const entry = capture.entries().find((line) => line.msg === 'a client sent a frame the socket refuses')
    expect(entry).toMatchObject({ level: 40, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' })
    const errors = capture.entries().filter((line) => Number(line.level) >= 50)
    expect(errors).toEqual([])
    expect(capture.text()).not.toContain('"stack"')
  })
})
