/**
 * Real sockets whose sessions end: each closes at once with 4410 and hears no frame published after,
 * whatever ended it, in this app or another app on the same bus; the other sessions' sockets carry on.
 * (Real processes sharing Redis: several-processes.api.test.ts.)
 */
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, vi } from 'vitest'
import { WebSocket } from 'ws'
import { createApiClient } from '../test/api-client.ts'
import { buildTestApp, test, type TestUser } from '../test/fixtures.ts'
import type { ApiClient } from '../test/api-client.ts'
import type { InProcessBus, SocketFrame } from './event-bus.ts'
import { SESSION_ENDED_CLOSE_CODE } from './socket.routes.ts'

const DAY = 24 * 60 * 60 * 1000
const UPDATE: SocketFrame = { type: 'recipe:update', data: { recipeId: 'r1' } }

interface OpenSocket {
  frames: unknown[]
  /** The close code, once closed. */
  closedWith: () => number | null
}

async function openSocket(app: FastifyInstance, bus: InProcessBus, user: { id: string }, token: string) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  const listening = bus.subscriberCount(user.id)
  const socket = new WebSocket(`ws://127.0.0.1:${port}/grip/ws?token=${token}`)
  const frames: unknown[] = []
  let code: number | null = null
  socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString())))
  socket.on('close', (closeCode) => (code = closeCode))
  await new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject))
  // The server subscribes once it has checked the token.
  await expect.poll(() => bus.subscriberCount(user.id)).toBe(listening + 1)
  return { frames, closedWith: () => code } satisfies OpenSocket
}

async function signInAgain(api: ApiClient, user: TestUser): Promise<string> {
  const answer = await api.call('POST /users/login', { body: { email: user.email, password: user.password } })
  return (answer.body as { token: string }).token
}

/** Publishes right after the end, then checks the socket closed with 4410 having heard nothing. */
async function expectEnded(bus: InProcessBus, user: { id: string }, socket: OpenSocket) {
  await bus.publish(user.id, UPDATE)
  await vi.waitFor(() => expect(socket.closedWith()).toBe(SESSION_ENDED_CLOSE_CODE))
  expect(socket.frames).toEqual([])
}

describe('a socket whose session ends', () => {
  test('closes on signing out; the same account’s other device keeps hearing', async ({
    app,
    api,
    bus,
    user,
  }) => {
    const leaving = await openSocket(app, bus, user, user.token)
    const staying = await openSocket(app, bus, user, await signInAgain(api, user))
    expect((await api.call('POST /users/logout', { token: user.token })).status).toBe(200)
    await expectEnded(bus, user, leaving)
    await vi.waitFor(() => expect(staying.frames).toEqual([UPDATE]))
    expect(staying.closedWith()).toBeNull()
  })

  test('closes on the other devices when the password changes, not on the one that changed it', async ({
    app,
    api,
    bus,
    user,
  }) => {
    const other = await openSocket(app, bus, user, await signInAgain(api, user))
    const changer = await openSocket(app, bus, user, user.token)
    const changed = await api.call('PUT /users/', {
      token: user.token,
      body: { password: 'a new secret', currentPassword: user.password },
    })
    expect(changed.status).toBe(200)
    await expectEnded(bus, user, other)
    await vi.waitFor(() => expect(changer.frames).toEqual([UPDATE]))
    expect(changer.closedWith()).toBeNull()
  })

  test('closes on every device when the account is deleted', async ({ app, api, bus, user, makeUser }) => {
    const bystander = await makeUser()
    const first = await openSocket(app, bus, user, user.token)
    const second = await openSocket(app, bus, user, await signInAgain(api, user))
    const unrelated = await openSocket(app, bus, bystander, bystander.token)
    expect((await api.call('DELETE /users/', { token: user.token })).status).toBe(200)
    await expectEnded(bus, user, first)
    await expectEnded(bus, user, second)
    await bus.publish(bystander.id, UPDATE)
    await vi.waitFor(() => expect(unrelated.frames).toEqual([UPDATE]))
  })

  test('closes on every device when a reset link sets a new password', async ({
    app,
    api,
    bus,
    mailer,
    user,
  }) => {
    const socket = await openSocket(app, bus, user, user.token)
    await api.call('POST /users/forgot', { body: { email: user.email } })
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(1))
    const token = decodeURIComponent(/token=([\w%-]+)/.exec(mailer.sent[0]!.text)![1]!)
    const reset = await api.call('POST /users/reset-password', { body: { token, password: 'reset secret' } })
    expect(reset.status).toBe(200)
    await expectEnded(bus, user, socket)
  })

  test('closes when it expires, unless requests kept the session alive meanwhile', async ({
    app,
    api,
    bus,
    clock,
    user,
  }) => {
    const kept = await openSocket(app, bus, user, user.token)
    const idleToken = await signInAgain(api, user)
    const idle = await openSocket(app, bus, user, idleToken)
    clock.advance(59 * DAY)
    // A request with the first token slides its session; the second token is not used again.
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(200)
    clock.advance(2 * DAY)
    await expectEnded(bus, user, idle)
    await vi.waitFor(() => expect(kept.frames).toEqual([UPDATE]))
    expect(kept.closedWith()).toBeNull()
  })

  test('closes at once if its session ended while it was opening (a remembered session)', async ({
    app,
    api,
    database,
    user,
  }) => {
    // Remembered by this process (CACHE_SECONDS) …
    expect((await api.call('GET /users/', { token: user.token })).status).toBe(200)
    // … then ended behind its back.
    await database.db.execute(sql`delete from sessions`)
    const { port } = await app
      .listen({ port: 0, host: '127.0.0.1' })
      .then(() => app.server.address() as AddressInfo)
    const socket = new WebSocket(`ws://127.0.0.1:${port}/grip/ws?token=${user.token}`)
    const code = await new Promise<number>((resolve) => socket.on('close', resolve))
    expect(code).toBe(SESSION_ENDED_CLOSE_CODE)
  })
})

describe('with two apps on one bus in this process', () => {
  test('a sign-out in one closes the session’s socket in the other, and neither accepts the token', async ({
    api,
    bus,
    user,
    database,
    config,
    clock,
    mailer,
    imageDir,
  }) => {
    // A second app on the same database and bus (real processes: several-processes.api.test.ts).
    const other = await buildTestApp({ database, config, clock, mailer, bus, imageDir })
    try {
      const otherApi = createApiClient(other)
      const socket = await openSocket(other, bus, user, user.token)
      // The other app remembers the session (CACHE_SECONDS) …
      expect((await otherApi.call('GET /users/', { token: user.token })).status).toBe(200)
      // … and signing out here ends it there too, at once.
      expect((await api.call('POST /users/logout', { token: user.token })).status).toBe(200)
      await expectEnded(bus, user, socket)
      expect((await otherApi.call('GET /users/', { token: user.token })).status).toBe(401)
      expect((await api.call('GET /users/', { token: user.token })).status).toBe(401)
    } finally {
      await other.close()
    }
  })
})
