import { defineConfig } from 'vitest/config'

/** Every Vitest suite of the repository; `npm run test:unit` and `npm run test:api` pick projects by name. */
const apiProject = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${database}`,
    root: './apps/server',
    include: ['src/**/*.api.test.ts'],
    env: { TEST_DATABASE: database },
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    isolate: false,
  },
})

/**
 * Server tests that start real processes (the server, the admin and backup commands): run after the unit
 * projects, two files at a time, so they do not crowd the two cores the quick tests share.
 */
const PROCESS_TESTS = [
  'scripts/admin.test.ts',
  'scripts/admin-accounts.test.ts',
  'scripts/admin-images.test.ts',
  'scripts/backup.test.ts',
  'scripts/restore-older.test.ts',
  'src/server.test.ts',
  'src/modules/imports/import-crash.test.ts',
  'src/modules/jobs/jobs-processes.test.ts',
]

/**
 * Server tests that measure the process while it works (health answers, memory at its peak): run last, one
 * file at a time, so what they measure is the server and not the tests beside them.
 */
const MEASURING_TESTS = [
  'src/node-runtime.test.ts',
  'src/db/create-database.test.ts',
  'src/workers/health-under-load.test.ts',
  'src/modules/push/push-under-load.test.ts',
  'src/modules/shopping-lists/bulk-writes-health.test.ts',
  'src/modules/imports/import-bomb.test.ts',
]

const serverProject = (name: string, include: string[], exclude: string[] = []) => ({
  test: {
    name,
    root: './apps/server',
    include,
    exclude: ['src/**/*.api.test.ts', ...exclude],
    testTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      serverProject(
        'server',
        ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
        [...PROCESS_TESTS, ...MEASURING_TESTS],
      ),
      serverProject('processes', PROCESS_TESTS),
      serverProject('measuring', MEASURING_TESTS),
      // The report's rendering and the benchmark's pure helpers; the measurements run with `npm run bench`.
      { test: { name: 'bench', root: './bench', include: ['**/*.test.ts'] } },
      apiProject('pglite'),
      apiProject('postgres'),
      './apps/web/vitest.config.ts',
    ],
  },
})
