/**
 * Test fixtures for API tests: `database` is fresh per file; `app`, `clock` and `mailer` are fresh per
 * test; `user` is a signed-in account made through the API itself.
 */
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { pino } from 'pino'
import { inject, test as base } from 'vitest'
import { type AppDeps, buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import type { Mail, Mailer } from '../mail/mailer.ts'
import { createInProcessBus, type InProcessBus } from '../realtime/event-bus.ts'
import { createLocalImageStorage } from '../storage/image-storage.ts'
import { openTestDatabase } from './databases.ts'
import { type ApiClient, createApiClient } from './api-client.ts'

export interface TestClock {
  now: () => Date
  advance: (ms: number) => void
}

export interface CapturingMailer extends Mailer {
  sent: Mail[]
}

export interface TestUser {
  id: string
  name: string
  email: string
  password: string
  token: string
}

export interface Fixtures {
  database: Database
  /** A folder of its own per test file, where uploaded images are written. */
  imageDir: string
  config: Config
  clock: TestClock
  mailer: CapturingMailer
  bus: InProcessBus
  app: FastifyInstance
  api: ApiClient
  user: TestUser
  /** Makes another signed-in account. */
  makeUser: (name?: string) => Promise<TestUser>
  /** Another app on the same database, mailer and clock, with some configuration (or its fetcher) changed. */
  appWith: (overrides: Partial<Config>, deps?: TestAppDeps) => Promise<ApiClient>
}

/**
 * The API tests make thousands of accounts: at the server's cost (about 45 ms a hash) that was minutes of
 * the suite. Hashing itself, at the real cost, is tested in security/passwords.test.ts.
 */
export const TEST_PASSWORD_COST = { memory: 64, passes: 1, parallelism: 1 } as const

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ DATA_DIR: '/nonexistent', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '1000' }),
    passwordCost: TEST_PASSWORD_COST,
    ...overrides,
  }
}

export function createClock(start = new Date()): TestClock {
  let current = start.getTime()
  return { now: () => new Date(current), advance: (ms) => void (current += ms) }
}

export function createCapturingMailer(): CapturingMailer {
  const sent: Mail[] = []
  return { sent, send: async (mail) => void sent.push(mail), close: async () => {} }
}

export type AppFixtures = Pick<Fixtures, 'database' | 'config' | 'clock' | 'mailer' | 'bus' | 'imageDir'>
/**
 * What a test may give the app besides its configuration: a fetcher with faults injected, time limits,
 * stand-ins for the shopping rules.
 */
export type TestAppDeps = Pick<
  AppDeps,
  | 'fetcher'
  | 'pepperplateTimeoutMs'
  | 'pushTimeoutMs'
  | 'shoppingRules'
  | 'jobTiming'
  | 'metricsReadTimeoutMs'
>

export async function buildTestApp({ imageDir, ...deps }: AppFixtures & TestAppDeps) {
  const app = await buildApp({
    ...deps,
    // With S3 configured (config.s3), the app opens the bucket itself, as the server does.
    imageStorage: deps.config.s3 ? undefined : createLocalImageStorage(imageDir),
    now: deps.clock.now,
    logger: pino({ level: 'silent' }),
    webDistDir: null,
    // Only the app that queues a job claims it (woken at once), unless a test polls: a test's apps share
    // a database, and a job queued by an app given a fetcher of its own must run there.
    jobTiming: { pollMs: 60 * 60 * 1000, ...deps.jobTiming },
  })
  await app.ready()
  return app
}

export const test = base.extend<Fixtures>({
  database: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const database = await openTestDatabase({
        pgliteFile: inject('pgliteFile'),
        postgresTemplate: inject('postgresTemplate'),
      })
      await use(database)
      await database.close()
    },
    { scope: 'file' },
  ],
  imageDir: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-images-'))
      await use(dir)
      await rm(dir, { recursive: true, force: true })
    },
    { scope: 'file' },
  ],
  // eslint-disable-next-line no-empty-pattern
  config: async ({}, use) => use(testConfig()),
  // eslint-disable-next-line no-empty-pattern
  clock: async ({}, use) => use(createClock()),
  // eslint-disable-next-line no-empty-pattern
  mailer: async ({}, use) => use(createCapturingMailer()),
  // eslint-disable-next-line no-empty-pattern
  bus: async ({}, use) => use(createInProcessBus()),
  app: async ({ database, config, clock, mailer, bus, imageDir }, use) => {
    const app = await buildTestApp({ database, config, clock, mailer, bus, imageDir })
    await use(app)
    await app.close()
  },
  appWith: async ({ database, config, clock, mailer, bus, imageDir }, use) => {
    const apps: FastifyInstance[] = []
    await use(async (overrides, extra) => {
      const app = await buildTestApp({
        database,
        config: { ...config, ...overrides },
        clock,
        mailer,
        bus,
        imageDir,
        ...extra,
      })
      apps.push(app)
      return createApiClient(app)
    })
    await Promise.all(apps.map((app) => app.close()))
  },
  api: async ({ app }, use) => use(createApiClient(app)),
  makeUser: async ({ api }, use) =>
    use(async (name = 'Test Cook') => {
      const email = `cook-${randomUUID()}@example.com`
      const password = 'correct horse'
      const response = await api.call('POST /users/register', { body: { name, email, password } })
      if (response.status !== 200) throw new Error(`register failed: ${JSON.stringify(response.body)}`)
      const session = response.body as { token: string; userId: string }
      return { id: session.userId, name, email, password, token: session.token }
    }),
  user: async ({ makeUser }, use) => use(await makeUser()),
})
