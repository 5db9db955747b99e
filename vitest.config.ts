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

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
          testTimeout: 60_000,
        },
      },
      // The report's rendering and the benchmark's pure helpers; the measurements run with `npm run bench`.
      { test: { name: 'bench', root: './bench', include: ['**/*.test.ts'] } },
      apiProject('pglite'),
      apiProject('postgres'),
      './apps/web/vitest.config.ts',
    ],
  },
})
