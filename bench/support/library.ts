/**
 * The recipe library the recipe-book and queue parts load: one account, registered through the API on a
 * first start, whose recipes go straight into the stopped server's database (PGlite has one user), and the
 * by-page requests both parts cycle through.
 */
import { type Db, openDatabase } from '../../apps/server/src/db/client.ts'
import { type Answer, load } from './load.ts'
import { PAGE_PAIRS, pagePath } from './page-pairs.ts'
import { registerAccount, type Started, startServer } from './processes.ts'
import { seedLabels, seedRecipes } from './seed.ts'

export const LIBRARY = 10_000
/** A screenful and a half, as the list asks when scrolling. */
export const PAGE_COUNT = 50
export const PAGE_PATHS = PAGE_PAIRS.map((pair) => pagePath(pair, PAGE_COUNT))

/** The library's owner, registered on a first start of the server (which creates the database). */
export async function registerOwner(env: Record<string, string>): Promise<{ token: string; userId: string }> {
  const first = await startServer(env)
  try {
    return await registerAccount(first, { name: 'Library Cook', email: 'library@rosemary.test' })
  } finally {
    await first.stop()
  }
}

/** The owner's labels and `count` recipes, written straight into the database; gives the labels' ids. */
export async function seedLibrary(db: Db, userId: string, count: number): Promise<string[]> {
  const labelIds = await seedLabels(db, userId)
  await seedRecipes(db, { userId, labelIds, from: 0, count }, () => undefined)
  return labelIds
}

/**
 * A server started on `env.DATA_DIR` whose owner has `count` recipes: registered, seeded while the server
 * is stopped, and started again. The browser parts open it signed in with the token.
 */
export async function startLibraryServer(
  env: Record<string, string> & { DATA_DIR: string },
  count: number,
): Promise<{ server: Started; token: string }> {
  const { token, userId } = await registerOwner(env)
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: undefined })
  try {
    await seedLibrary(database.db, userId, count)
  } finally {
    await database.close()
  }
  return { server: await startServer(env), token }
}

export interface PathsLoad {
  connections: number
  duration: number
  /** Collects the paths sent. */
  asked?: Set<string>
  /** Sees every answer (load.ts). */
  onAnswer?: (answer: Answer) => void
  /** autocannon's, in seconds (its default is 10). */
  timeout?: number
}

/** autocannon cycling through `paths` as the owner (each request takes the next one). */
export async function loadPaths(
  server: Pick<Started, 'url'>,
  paths: string[],
  token: string,
  options: PathsLoad,
) {
  let next = 0
  return load(
    {
      url: server.url,
      connections: options.connections,
      duration: options.duration,
      ...(options.timeout !== undefined && { timeout: options.timeout }),
      headers: { authorization: `Bearer ${token}` },
      requests: [
        {
          setupRequest: (request) => {
            const requestPath = paths[next++ % paths.length]!
            options.asked?.add(requestPath)
            return { ...request, path: requestPath }
          },
        },
      ],
    },
    options.onAnswer,
  )
}
