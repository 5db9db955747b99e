/**
 * The push load test (and benchmark): its people, written straight into a new embedded database before the server
 * starts on it: signing in hundreds of times through the API would spend a minute hashing passwords,
 * and what is measured is registering and sending, which go through the API.
 */
import { randomUUID } from 'node:crypto'
import { openDatabase } from '../db/client.ts'
import { friendships, sessions, users } from '../db/schema/index.ts'
import { createToken, hashToken } from '../security/tokens.ts'
import { makeDeviceKeys } from './web-push-protocol.ts'

export interface LoadPerson {
  id: string
  /** One per session, as many browsers each. */
  tokens: string[]
}

export interface LoadPeople {
  sender: LoadPerson
  recipients: LoadPerson[]
}

const DAY_MS = 24 * 60 * 60 * 1000

/** A sender, and `recipients` friends of the sender with `sessionsEach` sessions each. */
export async function seedPushLoad(
  dataDir: string,
  { recipients, sessionsEach }: { recipients: number; sessionsEach: number },
): Promise<LoadPeople> {
  const database = await openDatabase({ dataDir, databaseUrl: undefined })
  try {
    const person = (index: number, sessionCount: number) => ({
      id: randomUUID(),
      name: `Cook ${index}`,
      email: `cook-${index}@load.test`,
      tokens: Array.from({ length: sessionCount }, createToken),
    })
    const sender = person(0, 1)
    const others = Array.from({ length: recipients }, (_, index) => person(index + 1, sessionsEach))
    const everyone = [sender, ...others]
    const expiresAt = new Date(Date.now() + 30 * DAY_MS)
    await database.db
      .insert(users)
      .values(everyone.map(({ id, name, email }) => ({ id, name, email, passwordHash: 'not used' })))
    await database.db
      .insert(sessions)
      .values(
        everyone.flatMap(({ id, tokens }) =>
          tokens.map((token) => ({ userId: id, tokenHash: hashToken(token), expiresAt })),
        ),
      )
    await database.db.insert(friendships).values(
      others.flatMap(({ id }) => [
        { userId: sender.id, friendId: id },
        { userId: id, friendId: sender.id },
      ]),
    )
    const toPerson = ({ id, tokens }: (typeof everyone)[number]): LoadPerson => ({ id, tokens })
    return { sender: toPerson(sender), recipients: others.map(toPerson) }
  } finally {
    await database.close()
  }
}

/** Runs `work` over `items`, `width` at a time; the answers in order. */
export async function inParallel<T, R>(
  items: T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = []
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      answers[index] = await work(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: width }, lane))
  return answers
}

/** A call of the API with a session token; the answer's status, its body read and dropped. */
async function callStatus(serverUrl: string, method: string, route: string, token: string, body?: unknown) {
  const answer = await fetch(`${serverUrl}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  await answer.body?.cancel()
  return answer.status
}

/**
 * Registers a subscription for every session of every recipient (spread over the push services at
 * `bases`), then `flood` more on the first recipient's first session, as one account trying to register
 * thousands would: how many were tried, and how many the server accepted.
 */
export async function registerPushLoad(
  serverUrl: string,
  people: LoadPeople,
  bases: string[],
  flood: number,
): Promise<{ tried: number; accepted: number }> {
  const [flooder] = people.recipients as [LoadPerson]
  const keyAnswer = await fetch(`${serverUrl}/api/users/fcm/vapid-key`, {
    headers: { authorization: `Bearer ${flooder.tokens[0]}` },
  })
  const { vapidKey } = (await keyAnswer.json()) as { vapidKey: string }
  const { p256dh, auth } = makeDeviceKeys()
  const subscription = (origin: string) => ({
    fcmToken: randomUUID(),
    subscription: { endpoint: `${origin}/push/${randomUUID()}`, keys: { p256dh, auth }, vapidKey },
  })
  const registrations = [
    ...people.recipients.flatMap(({ tokens }) =>
      tokens.map((token, index) => ({ token, body: subscription(bases[index % bases.length] ?? '') })),
    ),
    ...Array.from({ length: flood }, () => ({
      token: flooder.tokens[0] ?? '',
      body: subscription(bases[0] ?? ''),
    })),
  ]
  const statuses = await inParallel(registrations, 8, ({ token, body }) =>
    callStatus(serverUrl, 'POST', '/users/fcm/token', token, body),
  )
  return { tried: registrations.length, accepted: statuses.filter((status) => status === 200).length }
}

/** Messages from the sender: `floodMessages` to the first recipient, one to each of the others; their statuses. */
export function sendPushLoad(
  serverUrl: string,
  people: LoadPeople,
  floodMessages: number,
): Promise<number[]> {
  const [flooder] = people.recipients as [LoadPerson]
  const sender = people.sender.tokens[0] ?? ''
  const messages = [
    ...Array.from({ length: floodMessages }, () => flooder.id),
    ...people.recipients.map(({ id }) => id),
  ]
  return inParallel(messages, 2, (to) =>
    callStatus(serverUrl, 'POST', '/messages', sender, { to, body: 'Dinner at 8?' }),
  )
}
