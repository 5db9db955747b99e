import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts'
import { sharedFreePort } from './support/free-port.ts'
import { onPostgres, runDatabaseName, runDatabaseUrl } from './support/postgres.ts'

/** Never a fixed port: one may be taken on this machine (a self-hoster's Loki listens on 3100). */
export const PORT = sharedFreePort('ROSEMARY_E2E_PORT')
export const DATA_DIR = '.data'
const baseURL = `http://127.0.0.1:${PORT}`
/**
 * E2E_DATABASE=postgres runs the chosen journeys on PostgreSQL (the server the API tests use) instead of the
 * embedded database: `npm run test:postgres -w e2e` does so for the journeys between two people and for
 * shopping lists and meal plans.
 */
const database: { command: string; env: Record<string, string> } = onPostgres
  ? {
      command: 'node scripts/create-database.ts && ',
      env: { DATABASE_URL: runDatabaseUrl(), E2E_DATABASE_NAME: runDatabaseName() },
    }
  : { command: '', env: {} }

/** Journeys through the built app, served by the real server on a fresh database, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/postgres-teardown.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous for a 2-core machine that also runs the server and the database: a journey that passes in
  // 5 s there can take 20 s when the machine is slow, and a wait that ends early proves nothing.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    locale: 'en-US',
    // Recording a trace of every journey costs a fifth of the run (the accessibility states: 184 s without,
    // 232 s with); CI keeps only its log, so it records none. Run a failing journey again here to see one.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // As `npm start` runs it (test:e2e has built the web app just before).
    command: `rm -rf ${DATA_DIR} && ${database.command}node ../scripts/start.ts`,
    url: `${baseURL}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      PUBLIC_URL: baseURL,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      CONTACT_EMAIL: 'owner@rosemary.test',
      // The journeys read the mail the server writes to DATA_DIR/outbox (support/app.ts: lastMailTo): files
      // someone reads count as sent mail. household-links.spec.ts runs a server without mail of its own.
      MAIL_OUTBOX: 'true',
      LOG_LEVEL: 'warn',
      // The clip journey serves its recipe page on loopback, which the server refuses otherwise.
      CLIP_ALLOW_PRIVATE: 'true',
      // An operator's choices (instance.spec.ts): a name, contributions sent to a page of theirs, and the
      // experimental offline recipe book offered (install instructions are on by default).
      INSTANCE_NAME: 'The Test Kitchen',
      ENABLE_CONTRIBUTION: 'true',
      CONTRIBUTE_URL: 'https://give.example.org/rosemary',
      ENABLE_EXPERIMENTAL_OFFLINE_CACHE: 'true',
      ...database.env,
    },
  },
})
