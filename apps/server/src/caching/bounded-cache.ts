/**
 * A map that forgets: entries expire after a time and, past a number of entries, the least recently used
 * go first. Time comes from the caller's clock, so tests move it like the rest of the app.
 */
export interface BoundedCache<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V): void
  delete(key: K): void
  /** Drops every entry the predicate holds for. */
  deleteWhere(predicate: (key: K, value: V) => boolean): void
  readonly size: number
}

export function createBoundedCache<K, V>(options: {
  maxEntries: number
  ttlMs: number
  now: () => Date
}): BoundedCache<K, V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<K, { value: V; expiresAt: number }>()
  const disabled = options.ttlMs <= 0 || options.maxEntries <= 0
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (entry.expiresAt <= options.now().getTime()) return undefined
      entries.set(key, entry)
      return entry.value
    },
    set(key, value) {
      if (disabled) return
      entries.delete(key)
      entries.set(key, { value, expiresAt: options.now().getTime() + options.ttlMs })
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries) break
        entries.delete(oldest)
      }
    },
    delete(key) {
      entries.delete(key)
    },
    deleteWhere(predicate) {
      for (const [key, entry] of entries) if (predicate(key, entry.value)) entries.delete(key)
    },
    get size() {
      return entries.size
    },
  }
}
