/**
 * What the main thread and a worker of the pool say to each other. A worker holds one conversation at a
 * time: a task starts, and either answers once or, for a stream, gives one item each time it is asked,
 * so a worker is never further ahead than the one item the main thread is about to take.
 */
import { parentPort } from 'node:worker_threads'

export type ToWorker = { type: 'start'; task: string; input: unknown } | { type: 'next' }

/** An error thrown in a worker, rebuilt on the main thread from its class name. */
export interface ThrownError {
  name: string
  message: string
}

export type FromWorker =
  | { type: 'ready' }
  | { type: 'item'; value: unknown }
  | { type: 'done'; value: unknown }
  | { type: 'failed'; error: ThrownError }

/** A task's answer, and the buffers moved (not copied) to the other thread with it. */
export interface Moved<T> {
  value: T
  transfer: ArrayBuffer[]
}

/** A stream of items, perhaps with a last answer when it ends. */
export type MovedStream = AsyncGenerator<Moved<unknown>, Moved<unknown> | undefined>

/** A task answers once, or gives a stream of items. */
export type Task = (input: never) => Promise<Moved<unknown>> | MovedStream

export const moved = <T>(value: T, transfer: ArrayBuffer[] = []): Moved<T> => ({ value, transfer })

/**
 * The buffer under the bytes, when it can be moved without taking other data with it. (Node's pool of
 * small Buffers is one shared buffer, marked so that it cannot move: those bytes cover only part of it.)
 */
export function movableBuffer(bytes: Uint8Array): ArrayBuffer | null {
  const { buffer } = bytes
  return buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength
    ? buffer
    : null
}

const isStream = (value: object): value is MovedStream => Symbol.asyncIterator in value

/** Runs in a worker: answers the main thread's messages with the tasks of the table. */
export function serveTasks(tasks: Record<string, Task>): void {
  const port = parentPort
  if (!port) throw new Error('serveTasks runs in a worker thread')
  let stream: MovedStream | null = null
  const reply = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer)

  async function advance(current: MovedStream): Promise<void> {
    const next = await current.next()
    if (next.done) stream = null
    reply({ type: next.done ? 'done' : 'item', value: next.value?.value }, next.value?.transfer)
  }

  async function answer(message: ToWorker): Promise<void> {
    if (message.type === 'next') {
      if (!stream) throw new Error('no stream is open')
      return advance(stream)
    }
    const task = tasks[message.task]
    if (!task) throw new Error(`unknown task "${message.task}"`)
    const result = task(message.input as never)
    if (isStream(result)) {
      stream = result
      return advance(stream)
    }
    const { value, transfer } = await result
    reply({ type: 'done', value }, transfer)
  }

  port.on('message', (message: ToWorker) => {
    answer(message).catch((error: unknown) => {
      stream = null
      const thrown = error instanceof Error ? error : new Error(String(error))
      reply({ type: 'failed', error: { name: thrown.name, message: thrown.message } })
    })
  })
  // Its modules are loaded: from now on, time spent is the tasks'.
  reply({ type: 'ready' })
}
