import { describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  test('has a default for everything', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      registrationEnabled: true,
      capabilities: { highResImages: true, multipleImages: true, expandablePreviews: true },
      authRateLimitPerMinute: 10,
      lookupRateLimitPerMinute: 30,
      parseTimeLimitMs: 20_000,
      logLevel: 'info',
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
      PARSE_TIME_LIMIT_SECONDS: '2.5',
    })
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/rosemary',
      databaseUrl: 'postgres://u:p@db:5432/rosemary',
      publicUrl: 'https://recipes.example.org',
      smtpUrl: 'smtps://user:pass@mail.example.org',
      mailFrom: 'Rosemary <rosemary@recipes.example.org>',
      registrationEnabled: false,
      capabilities: { highResImages: false, multipleImages: true, expandablePreviews: false },
      contactEmail: 'admin@example.org',
      lookupRateLimitPerMinute: 5,
      friendRequestRateLimitPerMinute: 7,
      parseTimeLimitMs: 2500,
    })
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
    ['REGISTRATION_ENABLED', 'maybe'],
    ['CAPABILITIES', 'highResImages,teleport'],
    ['CONTACT_EMAIL', 'not-an-email'],
    ['LOG_LEVEL', 'loud'],
    ['LOOKUP_RATE_LIMIT_PER_MINUTE', '0'],
    ['FRIEND_REQUEST_RATE_LIMIT_PER_MINUTE', '1.5'],
    ['PARSE_TIME_LIMIT_SECONDS', '0'],
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
})
