/**
 * Answers of the recipe book's lists (pages, searches, counts, labels) kept in memory per user, because a
 * library changes far less often than it is read: every list, sort and filter a person opens is asked
 * again and again. An answer is keyed by its URL and the user's library version; the version moves on every
 * change the user makes (any request other than a read) and on every live frame published to them (what
 * others and background imports change: app.ts hears them with `bus.subscribeAll`), so nothing stale is
 * served after a change. With several processes (REDIS_URL) the version is one they share (shared-versions.ts):
 * a change made through one process is never answered from what another kept before it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { createBoundedCache } from './bounded-cache.ts'
import { type SharedVersions, userVersion } from './shared-versions.ts'

/** Enough for a few hundred people's recent lists; an answer is a page of at most 200 summaries. */
const MAX_ENTRIES = 2_000
const MAX_PAYLOAD_CHARS = 512 * 1024
/**
 * All answers together: 8 MB of their UTF-8 bytes (a page of 50 summaries is about 25 kB). Counted in
 * entries alone, 2,000 answers of up to 512 kB could hold a gigabyte.
 */
export const MAX_KEPT_BYTES = 8_000_000
const READ_METHODS = new Set(['GET', 'HEAD'])

/** A count of this process's own, or a shared random value (null: no change lately). */
type Version = number | string | null

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends only on the signed-in user's library and the URL: it may be kept. A function
     * names the requests of the route whose answers are not kept after all.
     */
    libraryCache?: boolean | ((request: FastifyRequest) => boolean)
  }
}

/** Whether the request is one whose answer is kept (signed in, a GET of a route that says it may be). */
export function isKeptRead(request: FastifyRequest): boolean {
  const keep = request.routeOptions.config.libraryCache
  if (!request.session?.userId || !keep || request.method !== 'GET') return false
  return typeof keep !== 'function' || !keep(request)
}

export interface LibraryCache {
  /** Forgets the user's kept answers. */
  changed(userId: string): void
  /** The hooks that answer from memory and keep answers; register before compression. */
  register(app: FastifyInstance, onUserChange: (userId: string) => void): void
}

export function createLibraryCache(options: {
  ttlMs: number
  now: () => Date
  /** Versions shared with other processes; this process's own counts unless given. */
  shared?: SharedVersions
}): LibraryCache {
  const { shared } = options
  const versions = new Map<string, number>()
  // Kept as the bytes sent: a 500-item shopping list is 180 kB, encoded again for every read otherwise.
  const answers = createBoundedCache<string, { version: Version; payload: Buffer }>({
    maxEntries: MAX_ENTRIES,
    ttlMs: options.ttlMs,
    now: options.now,
    maxWeight: MAX_KEPT_BYTES,
    weigh: (answer) => answer.payload.byteLength,
  })
  /** The version each cacheable request started with: an answer computed before a change is kept under it. */
  const startedWith = new WeakMap<FastifyRequest, Version>()
  const versionOf = (userId: string) => versions.get(userId) ?? 0
  /** The shared version (undefined while Redis does not answer: nothing is answered from memory or kept). */
  const currentVersion = async (userId: string): Promise<Version | undefined> => {
    if (!shared) return versionOf(userId)
    const [version] = await shared.read([userVersion(userId)]).catch(() => [undefined])
    return version
  }
  const keyOf = (userId: string, request: FastifyRequest) => `${userId}\n${request.url}`
  /** Shared versions being written: a change's request answers once they are. */
  const writing = new Set<Promise<void>>()
  const changed = (userId: string) => {
    versions.set(userId, versionOf(userId) + 1)
    if (!shared) return
    const write = shared.bump([userVersion(userId)]).finally(() => writing.delete(write))
    writing.add(write)
  }
  shared?.onReset(() => answers.deleteWhere(() => true))

  return {
    changed,
    register(app, onUserChange) {
      // Before the query is checked (rejectNul, zod): an answer is kept for this very URL and user only
      // after its query passed those checks and the route's cacheUnless, which would pass again.
      app.addHook('preValidation', async (request, reply) => {
        const userId = request.session?.userId
        if (!userId || request.method !== 'GET' || !request.routeOptions.config.libraryCache) return
        const version = await currentVersion(userId)
        if (version === undefined) return
        const kept = answers.get(keyOf(userId, request))
        if (kept?.version === version) {
          return reply
            .code(200)
            .type('application/json; charset=utf-8')
            .header('x-cache', 'hit')
            .send(kept.payload)
        }
        startedWith.set(request, version)
      })
      // cacheUnless reads the checked query.
      app.addHook('preHandler', async (request) => {
        if (startedWith.has(request) && !isKeptRead(request)) startedWith.delete(request)
      })
      app.addHook('onSend', async (request, reply, payload) => {
        const userId = request.session?.userId
        if (!userId) return payload
        if (!READ_METHODS.has(request.method)) {
          changed(userId)
          onUserChange(userId)
          // Every version this process was writing, frames to others included, is written before it answers.
          if (writing.size > 0) await Promise.all(writing)
          return payload
        }
        const version = startedWith.get(request)
        if (
          version !== undefined &&
          reply.statusCode === 200 &&
          typeof payload === 'string' &&
          payload.length <= MAX_PAYLOAD_CHARS
        ) {
          answers.set(keyOf(userId, request), { version, payload: Buffer.from(payload) })
        }
        return payload
      })
    },
  }
}
