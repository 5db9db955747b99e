/** A worker for the pool's tests: tasks that answer, wait, fail, loop for ever, end their thread, stream. */
import { setTimeout as sleep } from 'node:timers/promises'
import { threadId } from 'node:worker_threads'
import { moved, serveTasks } from '../workers/worker-protocol.ts'

/** An error of a class the pool's tests know by name. */
function exampleError(message: string): Error {
  const error = new Error(message)
  error.name = 'ExampleError'
  return error
}

function spin(): never {
  for (;;) {
    // A loop nothing but ending the thread stops.
  }
}

serveTasks({
  echo: async (input: unknown) => moved({ input, threadId }),
  wait: async ({ ms }: { ms: number }) => {
    await sleep(ms)
    return moved(threadId)
  },
  spin: async () => spin(),
  fail: async ({ message, known }: { message: string; known: boolean }) => {
    throw known ? exampleError(message) : new TypeError(message)
  },
  exit: async () => process.exit(3),
  /** Reads the bytes moved in, and moves a buffer of its own back. */
  bytes: async ({ bytes }: { bytes: Uint8Array }) => {
    const answer = new Uint8Array(bytes.byteLength).fill(7)
    return moved({ seen: bytes[0], answer }, [answer.buffer])
  },
  /** 1, 2, … `to`, counting in `produced` each item it makes; loops for ever at `spinAt`. */
  async *count({ to, spinAt, produced }: { to: number; spinAt?: number; produced: Int32Array }) {
    for (let item = 1; item <= to; item++) {
      if (item === spinAt) spin()
      Atomics.add(produced, 0, 1)
      yield moved(item)
    }
    return moved(`counted to ${to}`)
  },
})
