/**
 * What chose the Redis designs of several processes (realtime/redis-bus.ts, caching/shared-versions.ts):
 * how long a frame takes from one connection to another through pub/sub and through a stream, and what
 * reading and writing a shared version costs. Run against a local Redis:
 * `node apps/server/scripts/measure-redis.ts [redis://127.0.0.1:6379/15]` (its keys are removed after).
 */
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'

const ROUNDS = 5_000
const url = process.argv[2] ?? 'redis://127.0.0.1:6379/15'
const prefix = `measure-${randomUUID()}:`
const message = JSON.stringify({
  from: randomUUID(),
  userId: randomUUID(),
  frame: { type: 'shoppinglist:updated', data: { listId: randomUUID(), items: 3 } },
})

function summary(times: number[]): string {
  const sorted = times.toSorted((a, b) => a - b)
  const at = (share: number) => (sorted[Math.floor(sorted.length * share)] ?? NaN).toFixed(3)
  return `median ${at(0.5)} ms, 99th percentile ${at(0.99)} ms`
}

/** One message at a time: sent, then heard by the other connection, `ROUNDS` times. */
async function timeRounds(send: () => Promise<unknown>, heard: () => Promise<void>): Promise<number[]> {
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const hearing = heard()
    const started = performance.now()
    await send()
    await hearing
    times.push(performance.now() - started)
  }
  return times
}

async function pubSub(): Promise<string> {
  const publisher = new Redis(url)
  const subscriber = new Redis(url)
  const channel = `${prefix}frames`
  await subscriber.subscribe(channel)
  let onMessage: () => void = () => undefined
  subscriber.on('message', () => onMessage())
  const times = await timeRounds(
    () => publisher.publish(channel, message),
    () => new Promise<void>((resolve) => (onMessage = resolve)),
  )
  publisher.disconnect()
  subscriber.disconnect()
  return `pub/sub, a frame to another connection: ${summary(times)}`
}

async function streams(): Promise<string> {
  const writer = new Redis(url)
  const reader = new Redis(url)
  const stream = `${prefix}stream`
  let last = '$'
  const state = { reading: true }
  const waiting: (() => void)[] = []
  const readLoop = (async () => {
    while (state.reading) {
      const entries = await reader.xread('BLOCK', 200, 'STREAMS', stream, last)
      for (const [, items] of entries ?? [])
        for (const [id] of items) {
          last = id
          waiting.shift()?.()
        }
    }
  })()
  await new Promise((resolve) => setTimeout(resolve, 100))
  const times = await timeRounds(
    () => writer.xadd(stream, 'MAXLEN', '~', '10000', '*', 'message', message),
    () => new Promise<void>((resolve) => waiting.push(resolve)),
  )
  state.reading = false
  await readLoop
  await writer.del(stream)
  writer.disconnect()
  reader.disconnect()
  return `stream (XADD, XREAD BLOCK), a frame to another connection: ${summary(times)}`
}

async function versions(): Promise<string[]> {
  const client = new Redis(url)
  const key = `${prefix}version:user`
  const time = async (command: () => Promise<unknown>) => {
    const times: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now()
      await command()
      times.push(performance.now() - started)
    }
    return summary(times)
  }
  const set = await time(() => client.set(key, randomUUID(), 'PX', 120_000))
  const get = await time(() => client.get(key))
  await client.del(key)
  client.disconnect()
  return [`a shared version written (SET): ${set}`, `a shared version read (GET): ${get}`]
}

console.log(`${ROUNDS} rounds each, ${url}`)
console.log(await pubSub())
console.log(await streams())
for (const line of await versions()) console.log(line)
