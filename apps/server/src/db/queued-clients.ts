/**
 * The two drivers as drizzle sees them, with every query and every transaction taking its turn in the
 * connection queue. A transaction keeps its slot from BEGIN to COMMIT or ROLLBACK: the queries inside it go
 * to the transaction's own handle, never back into the line (which would wait for the slot it holds).
 * Everything else passes through untouched, to the real object.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type pg from 'pg'
import { nextTurn } from '../event-loop/turns.ts'
import type { ConnectionQueue } from './connection-queue.ts'

function passThrough(target: object, key: string | symbol): unknown {
  const value: unknown = Reflect.get(target, key, target)
  // Bound to the real object: its private fields are not reachable through a proxy.
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
}

/**
 * A PGlite transaction as BEGIN, its statements and COMMIT, each its own call on the client. PGlite's own
 * `transaction` keeps the client to itself from BEGIN to COMMIT, so the health check's ping (which needs no
 * place in the queue) waited for the whole of a long one: 2-5 s behind an addition of 5,000 items. Here
 * it waits for one statement at most; nothing else can come between them, as the queue's only slot is held.
 */
async function runPgliteTransaction<T>(client: PGlite, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const state = { closed: false }
  const statement = async <R>(run: () => Promise<R>): Promise<R> => {
    if (state.closed) throw new Error('Transaction is closed')
    // The event loop reads what arrived (a health check among it) before the next statement runs.
    await nextTurn()
    return run()
  }
  const end = async (command: 'COMMIT' | 'ROLLBACK') => {
    state.closed = true
    return client.exec(command)
  }
  const tx: Transaction = {
    query: (text, params, options) => statement(() => client.query(text, params, options)),
    sql: (strings, ...params: unknown[]) => statement(() => client.sql(strings, ...params)),
    exec: (text, options) => statement(() => client.exec(text, options)),
    rollback: async () => {
      if (state.closed) throw new Error('Transaction is closed')
      await end('ROLLBACK')
    },
    listen: () => Promise.reject(new Error('LISTEN is not used inside transactions')),
    get closed() {
      return state.closed
    },
  }
  await client.exec('BEGIN')
  try {
    const result = await work(tx)
    if (!state.closed) {
      // The event loop reads what arrived (a health check among it) before the next statement runs.
      await nextTurn()
      const [ended] = await end('COMMIT')
      // COMMIT of a transaction a failed statement aborted rolls it back instead.
      if (ended?.command === 'ROLLBACK') throw new Error('The transaction was rolled back')
    }
    return result
  } catch (error) {
    if (!state.closed) await end('ROLLBACK')
    throw error
  }
}

/** drizzle-orm/pglite calls `query` for statements and `transaction` for transactions. */
export function queuedPglite(client: PGlite, queue: ConnectionQueue): PGlite {
  const query: PGlite['query'] = (...args) => queue.run(() => client.query(...args))
  const transaction: PGlite['transaction'] = (work) => queue.run(() => runPgliteTransaction(client, work))
  return new Proxy(client, {
    get: (target, key) =>
      key === 'query' ? query : key === 'transaction' ? transaction : passThrough(target, key),
  })
}

/**
 * drizzle-orm/node-postgres calls `query` on the pool for statements, and `connect` for a transaction,
 * releasing the client after COMMIT or ROLLBACK: the slot is held until then.
 */
export function queuedPool(pool: pg.Pool, queue: ConnectionQueue): pg.Pool {
  // drizzle uses the promise forms only (the callback overloads return nothing to wait for).
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>
  const query = (...args: unknown[]) => queue.run(() => poolQuery(...args))
  const connect = async (): Promise<pg.PoolClient> => {
    const releaseSlot = await queue.acquire()
    let client: pg.PoolClient
    try {
      client = await pool.connect()
    } catch (error) {
      releaseSlot()
      throw error
    }
    const release: pg.PoolClient['release'] = (error) => {
      client.release(error)
      releaseSlot()
    }
    return new Proxy(client, {
      get: (target, key) => (key === 'release' ? release : passThrough(target, key)),
    })
  }
  return new Proxy(pool, {
    get: (target, key) => (key === 'query' ? query : key === 'connect' ? connect : passThrough(target, key)),
  })
}
