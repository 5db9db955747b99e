import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'

const SHORTCUT = new URL('./resolve-shortcut.ts', import.meta.url).href
const SERVER_FOLDER = fileURLToPath(new URL('..', import.meta.url))

/** A fresh Node loading drizzle-orm as the server does: the files it loaded and the young-generation collections that took. */
const LOAD_DRIZZLE = `
  import module from 'node:module'
  import { PerformanceObserver, constants } from 'node:perf_hooks'
  let collections = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MINOR) collections++
  }).observe({ entryTypes: ['gc'] })
  const loaded = []
  module.registerHooks({ load(url, context, next) { if (url.includes('drizzle-orm')) loaded.push(url); return next(url, context) } })
  if (process.env.SHORTCUT) (await import(process.env.SHORTCUT)).registerResolveShortcut()
  const [{ drizzle }, { migrate }, pgCore, { sql }] = await Promise.all([
    import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator'), import('drizzle-orm/pg-core'), import('drizzle-orm'),
  ])
  const query = new pgCore.PgDialect().sqlToQuery(sql\`select \${1} as one\`)
  await new Promise((resolve) => setTimeout(resolve, 50))
  console.log(JSON.stringify({ collections, loaded: [...new Set(loaded)].sort(), query, ready: typeof drizzle === 'function' && typeof migrate === 'function' }))
`

async function loadDrizzle(shortcut: boolean) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--max-semi-space-size=2', '--input-type=module', '-e', LOAD_DRIZZLE],
    { cwd: SERVER_FOLDER, env: { PATH: process.env.PATH, ...(shortcut && { SHORTCUT }) } },
  )
  return JSON.parse(stdout) as { collections: number; loaded: string[]; query: unknown; ready: boolean }
}

test('drizzle-orm loads the same files through the shortcut, making a fraction of the garbage', async () => {
  const [plain, shortcut] = [await loadDrizzle(false), await loadDrizzle(true)]
  expect(shortcut.ready).toBe(true)
  expect(shortcut.loaded.length).toBeGreaterThan(50)
  expect(shortcut.loaded).toEqual(plain.loaded)
  expect(shortcut.query).toMatchObject({ sql: 'select $1 as one', params: [1] })
  // Each file's resolution re-parsed drizzle-orm's 179 kB package.json.
  expect(shortcut.collections).toBeLessThan(plain.collections / 2)
}, 60_000)

/** A fresh Node loading our schema: how often Node itself resolved a drizzle-orm name, and to what. */
const LOAD_SCHEMA = `
  import module from 'node:module'
  let asked = 0
  const found = new Set()
  module.registerHooks({ resolve(specifier, context, next) {
    const result = next(specifier, context)
    if (/^drizzle-orm(\\/|$)/.test(specifier)) { asked++; found.add(specifier + ' ' + result.url) }
    return result
  } })
  if (process.env.SHORTCUT) (await import(process.env.SHORTCUT)).registerResolveShortcut()
  const seen = new Set()
  module.registerHooks({ resolve(specifier, context, next) {
    const result = next(specifier, context)
    if (/^drizzle-orm(\\/|$)/.test(specifier)) seen.add(specifier + ' ' + result.url)
    return result
  } })
  await import('./src/db/schema/index.ts')
  console.log(JSON.stringify({ asked, seen: [...seen].sort() }))
`

async function loadSchema(shortcut: boolean) {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', LOAD_SCHEMA], {
    cwd: SERVER_FOLDER,
    env: { PATH: process.env.PATH, ...(shortcut && { SHORTCUT }) },
  })
  return JSON.parse(stdout) as { asked: number; seen: string[] }
}

test('our files’ drizzle-orm names are resolved once each, to the same files', async () => {
  const [plain, shortcut] = [await loadSchema(false), await loadSchema(true)]
  expect(shortcut.seen).toEqual(plain.seen)
  expect(shortcut.seen.length).toBeGreaterThan(0)
  // One resolution per name, instead of one per file naming it.
  expect(shortcut.asked).toBe(new Set(shortcut.seen.map((line) => line.split(' ')[0])).size)
  expect(plain.asked).toBeGreaterThan(2 * shortcut.asked)
}, 60_000)
