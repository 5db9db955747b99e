/**
 * The connections a node-postgres pool has open, so that closing can wait until each has ended (a test
 * dropping its database must meet no half-closed connection). A connection that ends is forgotten at once:
 * the pool closes idle connections and opens new ones all day long.
 */
import type { EventEmitter } from 'node:events'

export interface OpenConnections {
  readonly count: number
  /** Resolves once every connection open now has ended. */
  allEnded(): Promise<void>
}

export function trackOpenConnections(pool: EventEmitter): OpenConnections {
  const open = new Set<Promise<void>>()
  pool.on('connect', (client: EventEmitter) => {
    const ended: Promise<void> = new Promise<void>((resolve) => client.once('end', resolve)).then(() => {
      open.delete(ended)
    })
    open.add(ended)
  })
  return {
    get count() {
      return open.size
    },
    allEnded: async () => {
      await Promise.all(open)
    },
  }
}
