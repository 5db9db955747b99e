import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

// A real pair (web-push generate-vapid-keys), used only here.
const PUBLIC_KEY = 'BIYyiEYdoA7JqlACgLxNpVRCwa7YP2Y0mg2AG50icYWYNEhoq649cnimfRVb2VZbv-uzPD6As1JlexGX07AwsPI'
const PRIVATE_KEY = 'pZWiILDid2q2awhFPh9TJUTRpIHyuaYeLp25R-ZnLyI'

describe('loadConfig', () => {
  test('has a default for everything', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      // Links that leave the app then use the address each request came to (http/link-address.ts).
      publicUrl: null,
      localUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      sendsMail: false,
      registrationEnabled: true,
      capabilities: { highResImages: true, multipleImages: true, expandablePreviews: true },
      authRateLimitPerMinute: 10,
      lookupRateLimitPerMinute: 30,
      messageRateLimitPerMinute: 60,
      vapidKeys: null,
      vapidSubject: 'mailto:rosemary@localhost',
      parseTimeLimitMs: 20_000,
      logLevel: 'info',
      // OWASP's minimum for argon2id: never lowered by anything a server reads.
      passwordCost: { memory: 19_456, passes: 2, parallelism: 1 },
      instanceName: null,
      selfHosted: true,
      contribution: { enabled: false },
      installInstructions: true,
      experimentalOfflineCache: false,
      // One process, nothing shared: no Redis.
      redis: null,
      metricsToken: null,
    })
    expect(config.dataDir).toBe(`${process.cwd()}/data`)
  })

  test('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/rosemary',
      DATABASE_URL: 'postgres://u:p@db:5432/rosemary',
      PUBLIC_URL: 'https://recipes.example.org/',
      SMTP_URL: 'smtps://user:pass@mail.example.org',
      REGISTRATION_ENABLED: 'false',
      CAPABILITIES: 'multipleImages',
      CONTACT_EMAIL: 'admin@example.org',
      LOOKUP_RATE_LIMIT_PER_MINUTE: '5',
      FRIEND_REQUEST_RATE_LIMIT_PER_MINUTE: '7',
      MESSAGE_RATE_LIMIT_PER_MINUTE: '7',
      VAPID_PUBLIC_KEY: PUBLIC_KEY,
      VAPID_PRIVATE_KEY: PRIVATE_KEY,
      PARSE_TIME_LIMIT_SECONDS: '2.5',
      INSTANCE_NAME: '  The Millers’ kitchen ',
      SELF_HOSTED: 'no',
      ENABLE_CONTRIBUTION: 'true',
      CONTRIBUTE_URL: 'https://example.org/support-us',
      ENABLE_INSTALL_INSTRUCTIONS: 'false',
      ENABLE_EXPERIMENTAL_OFFLINE_CACHE: 'true',
      METRICS_TOKEN: 'scrape-me-0123456789',
    })
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/rosemary',
      databaseUrl: 'postgres://u:p@db:5432/rosemary',
      publicUrl: 'https://recipes.example.org',
      localUrl: 'http://localhost:8080',
      smtpUrl: 'smtps://user:pass@mail.example.org',
      sendsMail: true,
      mailFrom: 'Rosemary <rosemary@recipes.example.org>',
      registrationEnabled: false,
      capabilities: { highResImages: false, multipleImages: true, expandablePreviews: false },
      contactEmail: 'admin@example.org',
      lookupRateLimitPerMinute: 5,
      friendRequestRateLimitPerMinute: 7,
      messageRateLimitPerMinute: 7,
      vapidKeys: { publicKey: PUBLIC_KEY, privateKey: PRIVATE_KEY },
      vapidSubject: 'mailto:admin@example.org',
      parseTimeLimitMs: 2500,
      instanceName: 'The Millers’ kitchen',
      selfHosted: false,
      contribution: { enabled: true, url: 'https://example.org/support-us' },
      installInstructions: false,
      experimentalOfflineCache: true,
      metricsToken: 'scrape-me-0123456789',
    })
  })

  test('contribution on needs the page it sends people to; a page alone leaves it off', () => {
    expect(() => loadConfig({ ENABLE_CONTRIBUTION: 'true' })).toThrow(
      /^Invalid configuration: CONTRIBUTE_URL must be set when ENABLE_CONTRIBUTION is true/,
    )
    expect(loadConfig({ CONTRIBUTE_URL: 'https://example.org/give' }).contribution).toEqual({
      enabled: false,
    })
  })

  test('the web app served is the one built in this repository unless WEB_DIST_DIR names another', () => {
    expect(loadConfig({}).webDistDir).toBe(fileURLToPath(new URL('../../web/dist', import.meta.url)))
    expect(loadConfig({ WEB_DIST_DIR: '/usr/share/rosemary/web' }).webDistDir).toBe('/usr/share/rosemary/web')
    expect(loadConfig({ WEB_DIST_DIR: 'web' }).webDistDir).toBe(`${process.cwd()}/web`)
  })

  test('mail counts as sent with SMTP_URL, or with MAIL_OUTBOX for files someone reads', () => {
    expect(loadConfig({ MAIL_OUTBOX: 'true' }).sendsMail).toBe(true)
    expect(loadConfig({ MAIL_OUTBOX: 'false' }).sendsMail).toBe(false)
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.org' }).sendsMail).toBe(true)
  })

  test('an empty variable means its default', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined })
  })

  test.for([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['SMTP_URL', 'http://mail'],
    ['MAIL_OUTBOX', 'sometimes'],
    ['REGISTRATION_ENABLED', 'maybe'],
    ['CAPABILITIES', 'highResImages,teleport'],
    ['CONTACT_EMAIL', 'not-an-email'],
    ['LOG_LEVEL', 'loud'],
    ['LOOKUP_RATE_LIMIT_PER_MINUTE', '0'],
    ['FRIEND_REQUEST_RATE_LIMIT_PER_MINUTE', '1.5'],
    ['PARSE_TIME_LIMIT_SECONDS', '0'],
    ['MESSAGE_RATE_LIMIT_PER_MINUTE', '0'],
    ['VAPID_SUBJECT', 'http://example.org'],
    ['INSTANCE_NAME', 'x'.repeat(61)],
    ['SELF_HOSTED', 'perhaps'],
    ['ENABLE_CONTRIBUTION', 'sure'],
    ['CONTRIBUTE_URL', 'http://example.org/give'],
    ['REDIS_PREFIX', 'has spaces'],
  ] as const)('a bad %s is one line that names it and shows the value', ([name, value]) => {
    let error: unknown
    try {
      loadConfig({ [name]: value })
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    expect(message.split('\n')).toHaveLength(1)
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `))
    expect(message).toContain(JSON.stringify(value))
  })

  test('the VAPID subject is the site when it is https, and a half key pair or a bad private key stays unseen', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://food.example.org' }).vapidSubject).toBe(
      'https://food.example.org',
    )
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: PUBLIC_KEY })).toThrow(
      /^Invalid configuration: VAPID_PRIVATE_KEY must be set with its pair/,
    )
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'not base64!', VAPID_PRIVATE_KEY: PRIVATE_KEY })).toThrow(
      /^Invalid configuration: VAPID_PUBLIC_KEY must be base64url [^\n]*"not base64!"\)$/,
    )
    const secret = 'short-but-secret'
    let message = ''
    try {
      loadConfig({ VAPID_PUBLIC_KEY: PUBLIC_KEY, VAPID_PRIVATE_KEY: secret })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^Invalid configuration: VAPID_PRIVATE_KEY must be a P-256 key/)
    expect(message).not.toContain(secret)
  })

  test('REDIS_URL turns Redis on with the prefix rosemary: unless REDIS_PREFIX says another; a bad one is not echoed', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2' }).redis).toEqual({
      url: 'redis://cache:6379/2',
      prefix: 'rosemary:',
    })
    expect(loadConfig({ REDIS_URL: 'rediss://cache', REDIS_PREFIX: 'food:' }).redis).toEqual({
      url: 'rediss://cache',
      prefix: 'food:',
    })
    const secret = 'http://:a-password@cache:6379'
    let message = ''
    try {
      loadConfig({ REDIS_URL: secret })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(
      /^Invalid configuration: REDIS_URL must be a URL starting with redis:\/\/ or rediss:\/\//,
    )
    expect(message).not.toContain('a-password')
  })

  test('a metrics token too short to resist guessing is refused by name, never shown', () => {
    const short = 'guessable-token'
    let message = ''
    try {
      loadConfig({ METRICS_TOKEN: short })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toBe(
      'Invalid configuration: METRICS_TOKEN must be at least 16 characters (got a value not shown here)',
    )
    expect(loadConfig({ METRICS_TOKEN: `${short}!` }).metricsToken).toBe(`${short}!`)
  })
})
