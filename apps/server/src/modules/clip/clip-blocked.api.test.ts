/** GET /clip of a site that will not give this server its page: a 400 the web app can tell (site_blocked). */
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { test } from '../../test/fixtures.ts'
import { type LoopbackServer, startLoopbackServer } from '../../test/loopback-server.ts'

const CHALLENGE = `<!doctype html><html><head><title>One moment, please</title>
<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async></script></head>
<body><h1>Verifying you are human</h1><div class="cf-turnstile" data-sitekey="k"></div>
<noscript>Enable JavaScript and cookies to continue</noscript></body></html>`

/** A real recipe whose comment form is guarded by a captcha. */
const RECIPE_WITH_CAPTCHA = `<!doctype html><html><head><title>Oat Biscuits</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Oat Biscuits",
"recipeIngredient":["100 g oats","50 g butter"],"recipeInstructions":[{"@type":"HowToStep","text":"Mix and bake."}]}</script>
<script src="https://www.google.com/recaptcha/api.js"></script></head>
<body><h1>Oat Biscuits</h1><h2>Comments</h2><form><textarea name="comment"></textarea>
<div class="g-recaptcha" data-sitekey="k"></div><p>Complete the captcha to prove you are not a robot.</p></form></body></html>`

const html = { 'content-type': 'text/html; charset=utf-8' }

let server: LoopbackServer

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    const path = request.url ?? '/'
    if (path === '/refused') response.writeHead(403, html).end('<h1>Forbidden</h1>')
    else if (path === '/too-many') response.writeHead(429, html).end('Slow down')
    else if (path === '/members') response.writeHead(401, html).end('Sign in')
    else if (path === '/challenge') response.writeHead(200, html).end(CHALLENGE)
    else if (path === '/challenge-503') response.writeHead(503, html).end(CHALLENGE)
    else if (path === '/maintenance') response.writeHead(503, html).end('<h1>Back in an hour</h1>')
    else if (path === '/biscuits') response.writeHead(200, html).end(RECIPE_WITH_CAPTCHA)
    else response.writeHead(404).end()
  })
})

afterAll(() => server.close())

describe('GET /api/clip of a site that refuses this server', () => {
  test('403, 429, 401 and a bot check (200 or 503) are site_blocked, pointing to the bookmarklet', async ({
    appWith,
    user,
  }) => {
    const api = await appWith({ clipAllowPrivate: true })
    for (const path of ['/refused', '/too-many', '/members', '/challenge', '/challenge-503']) {
      const response = await api.call('GET /clip', {
        token: user.token,
        query: { url: `${server.base}${path}` },
      })
      expect(response.status, path).toBe(400)
      expect(response.body, path).toEqual({
        error: {
          code: 'site_blocked',
          message: expect.stringMatching(/does not let this server read the page.*bookmarklet/),
          fields: { url: expect.stringMatching(/bookmarklet/) },
        },
      })
    }
  })

  test('a 503 that is no bot check stays an error of the site', async ({ appWith, user }) => {
    const api = await appWith({ clipAllowPrivate: true })
    const response = await api.call('GET /clip', {
      token: user.token,
      query: { url: `${server.base}/maintenance` },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { code: 'invalid_input', message: /HTTP 503/ } })
  })

  test('a recipe page that shows a captcha in its comment form is clipped', async ({ appWith, user }) => {
    const api = await appWith({ clipAllowPrivate: true })
    const response = await api.call('GET /clip', {
      token: user.token,
      query: { url: `${server.base}/biscuits` },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ title: 'Oat Biscuits', ingredients: '100 g oats\n50 g butter' })
  })
})
