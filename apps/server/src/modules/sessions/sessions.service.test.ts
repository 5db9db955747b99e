/** The session cache against ends that race a lookup: what was read before an end is not remembered. */
import { expect, test } from 'vitest'
import { createInProcessBus } from '../../realtime/event-bus.ts'
import type { SessionsRepository } from './sessions.repository.ts'
import { createSessionsService } from './sessions.service.ts'

const now = () => new Date(Date.UTC(2026, 0, 1))
const row = {
  id: 'session-1',
  userId: 'user-1',
  lastUsedAt: now(),
  expiresAt: new Date(now().getTime() + 60_000_000),
  user: {
    id: 'user-1',
    name: 'Cook',
    email: 'c@example.com',
    handle: null,
    enableProfile: false,
    createdAt: now(),
  },
}

/** A repository whose lookups answer when the test lets them, counting them. */
function slowRepository() {
  const pending: ((value: typeof row | null) => void)[] = []
  let stored: typeof row | null = row
  const repository = {
    findLive: () => new Promise<typeof row | null>((resolve) => pending.push(resolve)),
    delete: async () => void (stored = null),
  } as unknown as SessionsRepository
  return {
    repository,
    lookups: () => pending.length,
    /** Answers the oldest lookup with the row as it was when that lookup was made. */
    answer: (value: typeof row | null = stored) => pending.shift()?.(value),
  }
}

test('a session read just before it ended elsewhere is not remembered', async () => {
  const bus = createInProcessBus()
  const slow = slowRepository()
  const sessions = createSessionsService({ sessions: slow.repository, bus, now, cacheMs: 30_000 })
  const lookup = sessions.authenticate('token')
  // The read happened before the end; its answer arrives after the end was heard.
  await bus.endSessions({ userId: 'user-1', sessionIds: ['session-1'] })
  slow.answer(row)
  expect(await lookup).toMatchObject({ sessionId: 'session-1' })
  const next = sessions.authenticate('token')
  // Asked again, not answered from memory.
  expect(slow.lookups()).toBe(1)
  slow.answer(null)
  expect(await next).toBeNull()
})

test('without an end in between, a lookup is remembered', async () => {
  const bus = createInProcessBus()
  const slow = slowRepository()
  const sessions = createSessionsService({ sessions: slow.repository, bus, now, cacheMs: 30_000 })
  const lookup = sessions.authenticate('token')
  slow.answer(row)
  await lookup
  expect(await sessions.authenticate('token')).toMatchObject({ sessionId: 'session-1' })
  expect(slow.lookups()).toBe(0)
})

test('an end heard from the bus (another process) forgets the remembered session', async () => {
  const bus = createInProcessBus()
  const slow = slowRepository()
  const sessions = createSessionsService({ sessions: slow.repository, bus, now, cacheMs: 30_000 })
  const lookup = sessions.authenticate('token')
  slow.answer(row)
  await lookup
  await bus.endSessions({ userId: 'user-1', allExcept: null })
  const next = sessions.authenticate('token')
  expect(slow.lookups()).toBe(1)
  slow.answer(null)
  expect(await next).toBeNull()
})
