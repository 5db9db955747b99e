/**
 * The offline recipe book's budget (issue 15): a library of BOOK recipes, each with its own picture, filled
 * into Chromium over a link throttled to 10 Mbit/s (CDP Network.emulateNetworkConditions); how long the
 * first fill takes and how much browser storage it uses (navigator.storage.estimate(), with Chromium's
 * split by kind). `npm run bench -w bench -- offline-book` after a web build (`npm run bench` builds it).
 * "Readable offline": when the settings page shows the pictures being saved, which the sync announces once
 * every recipe and label is in the copy, the moment pages start reading it (offline-book/sync.ts).
 */
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts'
import { scratchEngine } from './support/admin.ts'
import { registerOwner, seedLibrary } from './support/library.ts'
import { type Started, startServer } from './support/processes.ts'

const BOOK = Number(process.env.OFFLINE_BOOK_RECIPES ?? 5000)
const MIB = 1024 * 1024
const MBIT = 10
const LATENCY_MS = 40
const UPLOADS_AT_ONCE = 3

/** A photo-like picture: noise, blurred, so it compresses as a dish photographed does (not as a flat colour). */
async function photo(seed: number): Promise<Buffer> {
  const width = 640
  const height = 480
  const pixels = Buffer.alloc(width * height * 3)
  let state = seed * 2654435761
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0
    pixels[index] = state >>> 24
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(3)
    .jpeg({ quality: 85 })
    .toBuffer()
}

async function call(server: Started, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<unknown>
}

/** Each recipe gets a picture of its own, uploaded and attached through the API. */
async function addPictures(server: Started, token: string, log: (line: string) => void) {
  const { ids } = (await call(server, token, 'GET', '/api/recipes/sync/ids')) as { ids: string[] }
  let next = 0
  const worker = async () => {
    for (let index = next++; index < ids.length; index = next++) {
      const form = new FormData()
      form.append(
        'image',
        new Blob([new Uint8Array(await photo(index + 1))], { type: 'image/jpeg' }),
        'dish.jpg',
      )
      const upload = await fetch(`${server.url}/api/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
      if (!upload.ok) throw new Error(`upload: ${upload.status}`)
      const { id } = (await upload.json()) as { id: string }
      await call(server, token, 'PUT', `/api/recipes/${ids[index]}`, { imageIds: [id] })
      if ((index + 1) % 500 === 0) log(`offline book: pictures ${index + 1} of ${ids.length}`)
    }
  }
  await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker))
}

async function measureFill(server: Started, token: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ baseURL: server.url })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: (MBIT * 1_000_000) / 8,
      uploadThroughput: (MBIT * 1_000_000) / 8,
    })
    await page.addInitScript((value) => {
      window.localStorage.setItem('token', value)
      window.localStorage.setItem(
        'preferences',
        JSON.stringify({ global: { enableExperimentalOfflineCache: true } }),
      )
      window.localStorage.setItem('seenQuickTutorialOptions', JSON.stringify(['experimentalOfflineCache']))
    }, token)
    const started = performance.now()
    await page.goto('/#/settings')
    await page
      .getByText(/Saving pictures/)
      .first()
      .waitFor({ timeout: 600_000 })
    const recipesSeconds = Math.round((performance.now() - started) / 100) / 10
    await page.getByTestId('offline-book-status').waitFor({ timeout: 600_000 })
    const fillSeconds = Math.round((performance.now() - started) / 100) / 10
    const storage = await page.evaluate(async () => {
      const estimate = (await navigator.storage.estimate()) as StorageEstimate & {
        usageDetails?: Record<string, number>
      }
      return { usage: estimate.usage ?? 0, details: estimate.usageDetails ?? {} }
    })
    return { recipesSeconds, fillSeconds, storage }
  } finally {
    await browser.close()
  }
}

export interface OfflineBookFigures {
  recipes: number
  link: { mbit: number; latencyMs: number }
  /** Uploading a picture for each recipe through the API, before the browser starts. */
  picturesUploadSeconds: number
  /** Navigation to the copy readable offline (every recipe and label in), and to the last thumbnail kept. */
  readableSeconds: number
  fillSeconds: number
  /** navigator.storage.estimate() after the fill: all of it, and by kind (Chromium's usageDetails), in MiB. */
  storageMiB: { total: number; byKind: Record<string, number> }
}

const mib = (bytes: number) => Math.round((bytes / MIB) * 10) / 10

export async function benchOfflineBook(log: (line: string) => void): Promise<OfflineBookFigures> {
  const { dataDir, env, remove } = await scratchEngine('pglite', 'offline-book')
  try {
    const { token, userId } = await registerOwner({ ...env, ENABLE_EXPERIMENTAL_OFFLINE_CACHE: 'true' })
    const opened = await openDatabase({ dataDir, databaseUrl: undefined })
    await seedLibrary(opened.db, userId, BOOK)
    await opened.close()
    log(`offline book: ${BOOK} recipes seeded`)
    const server = await startServer({ ...env, ENABLE_EXPERIMENTAL_OFFLINE_CACHE: 'true' })
    try {
      const picturesStart = performance.now()
      await addPictures(server, token, log)
      const picturesUploadSeconds = Math.round((performance.now() - picturesStart) / 1000)
      log(`offline book: ${BOOK} pictures uploaded in ${picturesUploadSeconds} s`)
      const { recipesSeconds, fillSeconds, storage } = await measureFill(server, token)
      log(`offline book: filled in ${fillSeconds} s, readable offline after ${recipesSeconds} s`)
      return {
        recipes: BOOK,
        link: { mbit: MBIT, latencyMs: LATENCY_MS },
        picturesUploadSeconds,
        readableSeconds: recipesSeconds,
        fillSeconds,
        storageMiB: {
          total: mib(storage.usage),
          byKind: Object.fromEntries(
            Object.entries(storage.details).map(([kind, bytes]) => [kind, mib(bytes)]),
          ),
        },
      }
    } finally {
      await server.stop()
    }
  } finally {
    await remove()
  }
}
