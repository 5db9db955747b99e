/**
 * How the server's Node process is started, by `npm start` (scripts/start.ts), the browser journeys and
 * the benchmarks alike. Each setting keeps the embedded default lean; figures are in docs/benchmarks.md.
 */
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url))

export const SERVER_NODE_FLAGS = [
  // The young generation is committed at twice this size once a burst has filled it, and never given
  // back: 16 MB at 8, 4 MB at 2. Short-lived request garbage is collected as cheaply either way.
  '--max-semi-space-size=2',
  // PGlite's WebAssembly stays on V8's baseline compiler. The optimizing compiler took 600 MB for two
  // seconds on PostgreSQL's parser alone (a 105 kB function every query runs), which put the peak of a
  // start at 750-1,100 MB; queries cost about a third more CPU without it.
  '--liftoff-only',
]

/**
 * glibc's allocator, read when the process starts: two arenas instead of one per thread that ever
 * allocates, and blocks over 128 KiB mapped on their own and unmapped when freed, with the top of the
 * heap given back past 128 KiB. By default the thresholds grow with the largest block freed (up to 32
 * MiB, a 64 MiB trim threshold): after two minutes of 20 people the main heap held 121 MiB instead of 41.
 */
const GLIBC_TUNABLES =
  'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072'

/**
 * The environment the server runs in: the caller's, with these defaults. NODE_COMPILE_CACHE is the cache
 * server.ts turns on (Node's default folder), on from the first file, so that not even server.ts needs
 * Node's TypeScript stripper, which holds about 18 MB once loaded.
 */
export function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    GLIBC_TUNABLES,
    NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'node-compile-cache'),
    ...env,
  }
}
