import { describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from '../../config.ts'

const OIDC = {
  OIDC_ISSUER: 'https://auth.example.org/application/o/rosemary/',
  OIDC_CLIENT_ID: 'rosemary',
  OIDC_CLIENT_SECRET: 'very-secret-value',
}

describe('the OpenID Connect settings', () => {
  test('are off unless set; passwords on', () => {
    expect(loadConfig({})).toMatchObject({ oidc: null, passwordSignIn: true })
  })

  test('name the provider after the issuer unless OIDC_NAME does', () => {
    expect(loadConfig(OIDC).oidc).toEqual({
      issuer: OIDC.OIDC_ISSUER,
      clientId: 'rosemary',
      clientSecret: 'very-secret-value',
      name: 'auth.example.org',
      timeoutMs: 10_000,
    })
    expect(loadConfig({ ...OIDC, OIDC_ISSUER: 'https://accounts.google.com' }).oidc?.name).toBe('Google')
    expect(loadConfig({ ...OIDC, OIDC_NAME: 'Authentik' }).oidc?.name).toBe('Authentik')
  })

  test('need all three, naming the missing ones', () => {
    expect(() => loadConfig({ OIDC_ISSUER: OIDC.OIDC_ISSUER })).toThrow(
      'Invalid configuration: OIDC_CLIENT_ID must be set with OIDC_ISSUER',
    )
    expect(() =>
      loadConfig({ OIDC_ISSUER: 'ftp://auth.example.org', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' }),
    ).toThrow('OIDC_ISSUER must be a URL starting with https:// or http://')
  })

  test('never echo the client secret', () => {
    let message = ''
    try {
      loadConfig({ OIDC_CLIENT_SECRET: 'very-secret-value' })
    } catch (error) {
      message = (error as ConfigError).message
    }
    expect(message).toContain('OIDC_ISSUER must be set with OIDC_CLIENT_SECRET')
    expect(message).not.toContain('very-secret-value')
  })

  test('PASSWORD_SIGNIN=false only with a provider: nobody could sign in otherwise', () => {
    expect(() => loadConfig({ PASSWORD_SIGNIN: 'false' })).toThrow(
      'Invalid configuration: PASSWORD_SIGNIN may be false only with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET set',
    )
    expect(loadConfig({ ...OIDC, PASSWORD_SIGNIN: 'false' }).passwordSignIn).toBe(false)
  })
})
