/**
 * A map that forgets: entries expire after a time and, past a number of entries (or a total weight, when
 * the caller weighs its values), the least recently used go first. Expired entries are also swept out
 * every time-to-live, whether or not they are asked for again, so memory a burst filled is given back.
 * Time comes from the caller's clock, so tests move it like the rest of the app.
 */
export interface BoundedCache<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V): void
  delete(key: K): void
  /** Drops every entry the predicate holds for. */
  deleteWhere(predicate: (key: K, value: V) => boolean): void
  readonly size: number
  /** The total weight of the entries kept (their number when values are not weighed). */
  readonly weight: number
}

export function createBoundedCache<K, V>(options: {
  maxEntries: number
  ttlMs: number
  now: () => Date
  /** With `weigh`: the most the entries may weigh together; a heavier value is not kept at all. */
  maxWeight?: number
  weigh?: (value: V) => number
}): BoundedCache<K, V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<K, { value: V; expiresAt: number; weight: number }>()
  const disabled = options.ttlMs <= 0 || options.maxEntries <= 0
  const maxWeight = options.maxWeight ?? Infinity
  const weigh = options.weigh ?? (() => 1)
  let weight = 0
  let sweptAt = options.now().getTime()

  const remove = (key: K) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    weight -= entry.weight
  }
  /** At most once a time-to-live: a pass over every entry, paid for by many reads and writes. */
  const sweepExpired = (now: number) => {
    if (now - sweptAt < options.ttlMs) return
    sweptAt = now
    for (const [key, entry] of entries) if (entry.expiresAt <= now) remove(key)
  }

  return {
    get(key) {
      const now = options.now().getTime()
      sweepExpired(now)
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (entry.expiresAt <= now) {
        weight -= entry.weight
        return undefined
      }
      entries.set(key, entry)
      return entry.value
    },
    set(key, value) {
      if (disabled) return
      const now = options.now().getTime()
      sweepExpired(now)
      remove(key)
      const entryWeight = weigh(value)
      if (entryWeight > maxWeight) return
      entries.set(key, { value, expiresAt: now + options.ttlMs, weight: entryWeight })
      weight += entryWeight
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries && weight <= maxWeight) break
        remove(oldest)
      }
    },
    delete: remove,
    deleteWhere(predicate) {
      for (const [key, entry] of entries) if (predicate(key, entry.value)) remove(key)
    },
    get size() {
      return entries.size
    },
    get weight() {
      return weight
    },
  }
}
