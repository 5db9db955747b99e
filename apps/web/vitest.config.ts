import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom a worker, each file still in a context of its own: a jsdom a file was a third of the time.
    pool: 'vmThreads',
  },
})
