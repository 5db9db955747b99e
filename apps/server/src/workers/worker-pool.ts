/**
 * A few worker threads for work that could hold the event loop (reading pages and import files that
 * anyone can send). Workers start when work comes and end after a while without any, so an idle server
 * holds none. Every step of a task (an answer, or the next item of a stream) has a time limit: past it,
 * the worker is ended (the only way to stop a loop in JavaScript) and the step fails; the next task gets
 * a fresh worker.
 */
import { Worker } from 'node:worker_threads'
import type { FromWorker, ThrownError, ToWorker } from './worker-protocol.ts'

/** A step of a task took longer than its time limit; its worker was ended. */
export class WorkerTimeoutError extends Error {
  readonly limitMs: number

  constructor(limitMs: number) {
    super(`The work took longer than ${duration(limitMs)} and was stopped.`)
    this.name = 'WorkerTimeoutError'
    this.limitMs = limitMs
  }
}

/** "20 s", "1.5 s", "300 ms": a time limit as people read it. */
export const duration = (ms: number): string => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`)

/** The worker ended in the middle of a task (out of memory, or an error outside any task). */
export class WorkerFailedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'WorkerFailedError'
  }
}

export interface WorkerPoolOptions {
  /** The worker's module; it calls serveTasks. */
  file: URL
  maxWorkers: number
  /** A worker with nothing to do ends after this long. */
  idleMs: number
  /** Errors a task may throw that the caller tells apart, rebuilt by class name; others become Error. */
  errors?: Record<string, new (message: string) => Error>
}

export interface StepOptions {
  timeoutMs: number
  /** Buffers moved to the worker with the input (they are unusable here afterwards). */
  transfer?: ArrayBuffer[]
}

export interface WorkerPool {
  run<T>(task: string, input: unknown, options: StepOptions): Promise<T>
  /**
   * The items of a streaming task, and its last answer when it ends; the worker is the stream's until it
   * ends or is left.
   */
  stream<T, R = undefined>(task: string, input: unknown, options: StepOptions): AsyncGenerator<T, R>
  /** Workers running now. */
  readonly size: number
  close(): Promise<void>
}

interface Answer {
  resolve: (message: FromWorker) => void
  reject: (error: Error) => void
}

const remove = <T>(list: T[], item: T) => {
  const index = list.indexOf(item)
  if (index >= 0) list.splice(index, 1)
}

/** How long a worker may take to load its modules and say it is ready; not counted in any task's limit. */
const START_LIMIT_MS = 60_000

/** One worker and the step it is answering. */
class Slot {
  readonly worker: Worker
  ending = false
  idleTimer: NodeJS.Timeout | undefined
  /** Settles when the worker has loaded its modules (or could not). */
  readonly ready: Promise<void>
  #answer: Answer | null = null

  constructor(file: URL, onExit: (slot: Slot) => void) {
    this.worker = new Worker(file)
    // Until it is ready, the answer awaited is its readiness; a start that hangs fails too.
    this.ready = new Promise((resolve, reject) => {
      const starting = setTimeout(() => {
        this.#settle((answer) => answer.reject(new WorkerFailedError('The worker did not start in time.')))
        this.end()
      }, START_LIMIT_MS)
      this.#answer = {
        resolve: () => {
          clearTimeout(starting)
          resolve()
        },
        reject: (error) => {
          clearTimeout(starting)
          reject(error)
        },
      }
    })
    // Whoever steps first hears of a failed start; a worker ended before any step leaves nothing unhandled.
    this.ready.catch(() => undefined)
    this.worker.on('message', (message: FromWorker) => this.#settle((answer) => answer.resolve(message)))
    this.worker.on('error', (error: Error) => {
      const failure = new WorkerFailedError(`The work could not finish: ${error.message}`, { cause: error })
      this.#settle((answer) => answer.reject(failure))
    })
    this.worker.on('exit', (code) => {
      this.ending = true
      const failure = new WorkerFailedError(`The work could not finish: its thread ended (${code}).`)
      this.#settle((answer) => answer.reject(failure))
      onExit(this)
    })
  }

  #settle(settle: (answer: Answer) => void): void {
    const answer = this.#answer
    this.#answer = null
    if (answer) settle(answer)
  }

  async step(message: ToWorker, { timeoutMs, transfer = [] }: StepOptions): Promise<FromWorker> {
    await this.ready
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#settle((answer) => answer.reject(new WorkerTimeoutError(timeoutMs)))
        this.end()
      }, timeoutMs)
      this.#answer = {
        resolve: (answer) => {
          clearTimeout(timer)
          resolve(answer)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      }
      this.worker.postMessage(message, transfer)
    })
  }

  end(): void {
    this.ending = true
    clearTimeout(this.idleTimer)
    void this.worker.terminate()
  }
}

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const slots = new Set<Slot>()
  const idle: Slot[] = []
  /** Tasks waiting for a worker, first come first served. */
  const waiting: { resolve: (slot: Slot) => void; reject: (error: Error) => void }[] = []
  let closed = false

  const rebuild = (error: ThrownError): Error => {
    const Known = options.errors?.[error.name]
    return Known ? new Known(error.message) : new Error(error.message)
  }

  function start(): Slot {
    const slot = new Slot(options.file, (ended) => {
      slots.delete(ended)
      remove(idle, ended)
      // The place it held goes to the next task waiting.
      const next = !closed && waiting.length > 0 ? waiting.shift() : undefined
      if (next) next.resolve(start())
    })
    slots.add(slot)
    return slot
  }

  async function acquire(): Promise<Slot> {
    if (closed) throw new WorkerFailedError('The server is stopping.')
    const slot = idle.pop()
    if (slot) {
      clearTimeout(slot.idleTimer)
      slot.worker.ref()
      return slot
    }
    if (slots.size < options.maxWorkers) return start()
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }))
  }

  function release(slot: Slot): void {
    if (slot.ending) return
    const next = waiting.shift()
    if (next) {
      next.resolve(slot)
      return
    }
    // An idle worker does not keep the process alive, and ends after a while.
    slot.worker.unref()
    slot.idleTimer = setTimeout(() => {
      remove(idle, slot)
      slot.end()
    }, options.idleMs)
    slot.idleTimer.unref()
    idle.push(slot)
  }

  function answerOf(reply: FromWorker): unknown {
    if (reply.type === 'failed') throw rebuild(reply.error)
    if (reply.type === 'ready') throw new WorkerFailedError('The worker answered out of turn.')
    return reply.value
  }

  return {
    async run<T>(task: string, input: unknown, step: StepOptions): Promise<T> {
      const slot = await acquire()
      let answered = false
      try {
        const reply = await slot.step({ type: 'start', task, input }, step)
        answered = true
        return answerOf(reply) as T
      } finally {
        if (answered) release(slot)
        else slot.end()
      }
    },

    async *stream<T, R>(task: string, input: unknown, step: StepOptions): AsyncGenerator<T, R> {
      const slot = await acquire()
      let finished = false
      try {
        let reply = await slot.step({ type: 'start', task, input }, step)
        while (reply.type === 'item') {
          yield reply.value as T
          reply = await slot.step({ type: 'next' }, { timeoutMs: step.timeoutMs })
        }
        finished = true
        return answerOf(reply) as R
      } finally {
        // Left mid-stream (or failed): the worker may be busy, and is ended rather than waited for.
        if (finished) release(slot)
        else slot.end()
      }
    },

    get size() {
      return slots.size
    },

    async close() {
      closed = true
      for (const waiter of waiting.splice(0)) waiter.reject(new WorkerFailedError('The server is stopping.'))
      await Promise.all([...slots].map((slot) => slot.worker.terminate()))
    },
  }
}
