// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types; the e2e project compiles this file too
/// <reference path="./oidc-provider-types.d.ts" />
/**
 * A real OpenID Connect provider (oidc-provider) on a port the system chose, for the API tests and the
 * browser journeys: one confidential client (client_secret_basic, PKCE required), accounts kept in
 * memory (tests change their emails), and a sign-in page of its own in place of the library's
 * development pages: the account's name in a field, and the consent given with the sign-in.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export interface ProviderAccount {
  email: string
  email_verified: boolean
  name?: string
  preferred_username?: string
}

export interface TestProvider {
  issuer: string
  clientId: string
  clientSecret: string
  /** By login name (the subject is `sub-<login>`); add, change and remove freely. */
  accounts: Map<string, ProviderAccount>
  /** Follows the provider's pages from an authorization URL, signing in as `login`; the URL it returns to. */
  signIn(authorizationUrl: string, login: string): Promise<string>
  close(): Promise<void>
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function signInPage(action: string, clientId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test identity provider</title></head>
<body><main><h1>Test identity provider</h1>
<p>Signing in to ${escape(clientId)}</p>
<form method="post" action="${escape(action)}">
<label for="login">Account</label> <input id="login" name="login" autocomplete="username" required>
<button type="submit">Continue</button>
</form></main></body></html>`
}

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

export async function startTestProvider(options: {
  redirectUris: string[]
  accounts?: Record<string, ProviderAccount>
  host?: string
  /** A port chosen beforehand (a server configured with the issuer before it starts); else any free one. */
  port?: number
  /** The client's secret, for a server given it before the provider starts; else a random one. */
  clientSecret?: string
}): Promise<TestProvider> {
  const accounts = new Map(Object.entries(options.accounts ?? {}))
  const clientId = 'rosemary'
  const clientSecret = options.clientSecret ?? `secret-${randomUUID()}`
  const server = http.createServer()
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve))
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...key, kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomUUID()] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const login = id.replace(/^sub-/, '')
      const account = accounts.get(login)
      if (!account) return undefined
      return { accountId: id, claims: () => ({ sub: id, ...account }) }
    },
  })
  provider.on('server_error', () => {})
  const handle = provider.callback()

  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const interaction = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '')
    if (!interaction) {
      handle(request, response)
      return
    }
    void (async () => {
      const details = await provider.interactionDetails(request, response)
      if (request.method !== 'POST') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return void response.end(signInPage(request.url ?? '', String(details.params.client_id)))
      }
      const login = (await readForm(request)).get('login') ?? ''
      if (!accounts.has(login)) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return void response.end(signInPage(request.url ?? '', 'an unknown account, try again'))
      }
      const accountId = `sub-${login}`
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) })
      grant.addOIDCScope(String(details.params.scope))
      const grantId = await grant.save()
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      )
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' })
      response.end(String(error))
    })
  })

  async function signIn(authorizationUrl: string, login: string): Promise<string> {
    const cookies = new Map<string, string>()
    const send = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        },
      })
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const at = pair.indexOf('=')
        cookies.set(pair.slice(0, at), pair.slice(at + 1))
      }
      return response
    }
    let url = authorizationUrl
    for (let step = 0; step < 10; step++) {
      if (!url.startsWith(issuer)) return url
      const response = await send(url)
      if (response.status === 200 && new URL(url).pathname.startsWith('/interaction/')) {
        const answer = await send(url, {
          method: 'POST',
          body: new URLSearchParams({ login }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
        url = new URL(answer.headers.get('location') ?? '', url).href
        continue
      }
      const location = response.headers.get('location')
      if (!location) throw new Error(`the provider answered ${response.status}: ${await response.text()}`)
      url = new URL(location, url).href
    }
    throw new Error('the provider kept redirecting')
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
