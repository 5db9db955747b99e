import type { LookupAddress } from 'node:dns'
import { expect, test } from 'vitest'
import { createSystemResolver } from './system-resolver.ts'

type Answer = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void

/** A system lookup that answers only when the test says so, like getaddrinfo on a silent network. */
function heldLookup() {
  const pending = new Map<string, Answer>()
  const lookup = (hostname: string, _options: { all: true }, callback: Answer) => {
    if (hostname === 'bad name') throw new TypeError('invalid hostname')
    pending.set(hostname, callback)
  }
  const answer = (hostname: string) => {
    pending.get(hostname)?.(null, [{ address: '93.184.216.34', family: 4 }])
    pending.delete(hostname)
  }
  return { lookup, pending, answer }
}

const never = new AbortController().signal

test('no more than the limit of lookups hold a thread; the next one starts when one answers', async () => {
  const held = heldLookup()
  const resolve = createSystemResolver(held.lookup, 2)
  const results = ['a.test', 'b.test', 'c.test', 'd.test'].map((name) => resolve(name, never))
  await Promise.resolve()
  expect([...held.pending.keys()]).toEqual(['a.test', 'b.test'])
  held.answer('a.test')
  await expect(results[0]).resolves.toEqual([{ address: '93.184.216.34', family: 4 }])
  expect([...held.pending.keys()]).toEqual(['b.test', 'c.test'])
  expect(resolve.inFlight).toBe(2)
  for (const name of ['b.test', 'c.test', 'd.test']) {
    await Promise.resolve()
    held.answer(name)
  }
  await Promise.all(results)
  expect(resolve.inFlight).toBe(0)
})

test('a lookup waiting its turn gives up with its caller and never starts', async () => {
  const held = heldLookup()
  const resolve = createSystemResolver(held.lookup, 1)
  const first = resolve('a.test', never)
  const caller = new AbortController()
  const waiting = resolve('b.test', caller.signal)
  caller.abort(new Error('gave up'))
  await expect(waiting).rejects.toThrow('gave up')
  held.answer('a.test')
  await first
  expect(held.pending.size).toBe(0)
  expect(resolve.inFlight).toBe(0)
  await expect(resolve('c.test', AbortSignal.abort(new Error('too late')))).rejects.toThrow('too late')
})

test('a lookup refused before it starts gives its slot back', async () => {
  const held = heldLookup()
  const resolve = createSystemResolver(held.lookup, 1)
  await expect(resolve('bad name', never)).rejects.toThrow('invalid hostname')
  expect(resolve.inFlight).toBe(0)
})
