/**
 * Serves the built web app from the same process and port. Hashed assets are immutable and cached for a
 * year; everything else (index.html, the service worker, the manifest) is revalidated on every load so
 * an update reaches people at once. Files are pre-compressed at build time (.br, .gz).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyError, FastifyInstance } from 'fastify'
import { languageOf, ZPageLanguage } from './page-language.ts'
import { localizeManifest } from './app-manifest.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * What a hashed asset's answer goes without. A first load fetches some 70 such files, and these headers
 * were about 600 bytes of each answer, over a third of the script a phone downloaded (issue 15): those only
 * a document (or a worker, whose files are not under assets/) obeys, and the validators and range offer of
 * a file that is never asked for again, nor in parts (immutable: its name changes with its content).
 * nosniff and the resource policy stay.
 */
const NOT_FOR_ASSETS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'etag',
  'last-modified',
  'accept-ranges',
]
/** A module script's imports follow the document's referrer policy when its own answer names none. */
const NOT_FOR_SCRIPTS = ['referrer-policy']

/**
 * The clip bookmarklet opens the app from a recipe site and hands it the page through `window.opener`,
 * which Cross-Origin-Opener-Policy: same-origin would cut. Only the page it opens keeps the opener.
 */
function isBookmarkletTarget(url: string): boolean {
  return url.startsWith('/?') && new URLSearchParams(url.slice(2)).get('clip') === 'bookmarklet'
}

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(distDir)) {
    app.log.warn({ distDir }, 'the web app is not built: run `npm run build` (or use `npm run dev`)')
    app.get('/', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .code(503)
        .send('The web app is not built yet: run `npm run build`.'),
    )
    return
  }
  app.addHook('onRequest', (request, reply, done) => {
    // Where the origin is not trustworthy no policy is sent at all (protections.ts): nothing to loosen.
    if (isBookmarkletTarget(request.url) && reply.hasHeader('cross-origin-opener-policy'))
      void reply.header('cross-origin-opener-policy', 'unsafe-none')
    done()
  })
  registerManifest(app, distDir)
  await app.register(async (files) => {
    // A path the file server refuses (`..` out of the folder, a NUL byte: a 403 of its own) names no file
    // here, so it is the same 404 as any other missing page, not an error to log.
    files.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === undefined || error.statusCode >= 500) throw error
      reply.callNotFound()
    })
    await files.register(fastifyStatic, {
      root: distDir,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes('/assets/')
        res.header('cache-control', hashed ? IMMUTABLE : 'no-cache')
        if (!hashed) return
        for (const name of NOT_FOR_ASSETS) res.removeHeader(name)
        if (filePath.endsWith('.js')) for (const name of NOT_FOR_SCRIPTS) res.removeHeader(name)
      },
    })
  })
}

/**
 * The manifest in the language asked for (`?lang=`) or the browser's. A build without one has none; one
 * that is not a JSON object is served as the build wrote it, with a warning, rather than stopping the start.
 */
function registerManifest(app: FastifyInstance, distDir: string): void {
  const file = path.join(distDir, 'manifest.webmanifest')
  if (!existsSync(file)) return
  let built: Parameters<typeof localizeManifest>[0]
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object')
    built = parsed as typeof built
  } catch (error) {
    app.log.warn(
      { file, reason: String(error) },
      'the web manifest cannot be read: it is served untranslated',
    )
    return
  }
  app.get('/manifest.webmanifest', async (request, reply) => {
    const asked = ZPageLanguage.safeParse((request.query as { lang?: unknown }).lang)
    const language = languageOf(request, asked.success ? asked.data : undefined)
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .send(JSON.stringify(localizeManifest(built, language)))
  })
}
