/**
 * The two drivers as drizzle sees them, with every query and every transaction taking its turn in the
 * connection queue. A transaction keeps its slot from BEGIN to COMMIT or ROLLBACK: the queries inside it go
 * to the transaction's own handle, never back into the line (which would wait for the slot it holds).
 * Everything else passes through untouched, to the real object.
 */
import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import type { ConnectionQueue } from './connection-queue.ts'

function passThrough(target: object, key: string | symbol): unknown {
  const value: unknown = Reflect.get(target, key, target)
  // Bound to the real object: its private fields are not reachable through a proxy.
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
}

/** drizzle-orm/pglite calls `query` for statements and `transaction` for transactions. */
export function queuedPglite(client: PGlite, queue: ConnectionQueue): PGlite {
  const query: PGlite['query'] = (...args) => queue.run(() => client.query(...args))
  const transaction: PGlite['transaction'] = (work) => queue.run(() => client.transaction(work))
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
