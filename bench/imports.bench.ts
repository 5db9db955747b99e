/**
 * Import, export and clip figures on PGlite and PostgreSQL: a generated 1,000-recipe Paprika file with a
 * photo in every recipe, imported through the API until its job is done; the JSON-LD export of a
 * 10,000-recipe library and the memory it takes; and the server time of clipping a large saved page.
 */
import { createServer } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { generatePaprikaExport } from '../apps/server/src/formats/import/test-support/paprika-generator.ts'
import { scratchEngine } from './support/admin.ts'
import { percentiles } from './support/load.ts'
import {
  registerAccount,
  resetPeakMemory,
  residentMemoryMiB,
  type Started,
  startServer,
} from './support/processes.ts'
import { seedLabels, seedRecipes } from './support/seed.ts'
import { savedRecipePage } from './support/saved-page.ts'

const IMPORT_COOK = { name: 'Import Cook', email: 'import@rosemary.test' }
const PAPRIKA_RECIPES = 1000
const EXPORT_LIBRARY = 10_000
const CLIP_ROUNDS = 40

export interface ImportEngineFigures {
  database: 'pglite' | 'postgres'
  paprikaBytes: number
  /** From the start of the upload to the job's end. */
  paprikaSeconds: number
  paprikaImported: number
  exportSeconds: number
  exportBytes: number
  /** Resident memory before the export, and the most the process held during it. */
  exportBeforeMiB: number
  exportPeakMiB: number
}

export interface ClipFigures {
  pageKiB: number
  /** POST /clip with the page's HTML: parsing and extraction, no fetch. */
  post: { p50: number; p95: number; max: number }
  /** GET /clip of the same page served on loopback: fetch, decoding, extraction. */
  get: { p50: number; p95: number; max: number }
}

export interface ImportFigures {
  engines: ImportEngineFigures[]
  clip: ClipFigures
}

async function importPaprika(server: Started, token: string, file: Uint8Array) {
  const headers = { authorization: `Bearer ${token}` }
  const started = performance.now()
  const form = new FormData()
  form.append('paprikadb', new Blob([new Uint8Array(file)]), 'bench.paprikarecipes')
  const response = await fetch(`${server.url}/api/data/import/paprika`, {
    method: 'POST',
    headers,
    body: form,
  })
  if (response.status !== 202) throw new Error(`import: ${response.status} ${await response.text()}`)
  const { jobId } = (await response.json()) as { jobId: string }
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const job = (await (await fetch(`${server.url}/api/jobs/${jobId}`, { headers })).json()) as {
      status: string
      imported: number
      reason: string | null
    }
    if (job.status === 'failed') throw new Error(`import failed: ${job.reason}`)
    if (job.status === 'done')
      return { seconds: (performance.now() - started) / 1000, imported: job.imported }
  }
}

async function measureEngine(
  database: 'pglite' | 'postgres',
  file: Uint8Array,
  log: (line: string) => void,
): Promise<ImportEngineFigures> {
  const { dataDir, env, remove } = await scratchEngine(database, 'imports')
  try {
    let server = await startServer(env)
    const { token, userId } = await registerAccount(server, IMPORT_COOK)
    const paprika = await importPaprika(server, token, file)
    log(
      `${database}: ${paprika.imported} Paprika recipes with photos imported in ${paprika.seconds.toFixed(1)} s`,
    )
    await server.stop()

    const opened = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL })
    const labelIds = await seedLabels(opened.db, userId)
    await seedRecipes(
      opened.db,
      { userId, labelIds, from: 0, count: EXPORT_LIBRARY - paprika.imported },
      () => undefined,
    )
    await opened.close()

    server = await startServer(env)
    const pid = server.child.pid!
    // On PGlite the server vacuums and analyzes changed tables 10 s after start; let that pass first so
    // the figure is the export's own.
    await new Promise((resolve) => setTimeout(resolve, 20_000))
    const exportBeforeMiB = residentMemoryMiB(pid)
    resetPeakMemory(pid)
    const started = performance.now()
    const response = await fetch(`${server.url}/api/data/export/json-ld?download=true&token=${token}`)
    let exportBytes = 0
    for await (const chunk of response.body!) exportBytes += chunk.byteLength
    const exportSeconds = (performance.now() - started) / 1000
    const exportPeakMiB = residentMemoryMiB(pid, 'peak')
    await server.stop()
    log(
      `${database}: JSON-LD export of ${EXPORT_LIBRARY} recipes (${(exportBytes / 1024 / 1024).toFixed(0)} MB) in ${exportSeconds.toFixed(1)} s, memory ${exportBeforeMiB} → peak ${exportPeakMiB} MiB`,
    )
    return {
      database,
      paprikaBytes: file.length,
      paprikaSeconds: Math.round(paprika.seconds * 10) / 10,
      paprikaImported: paprika.imported,
      exportSeconds: Math.round(exportSeconds * 10) / 10,
      exportBytes,
      exportBeforeMiB,
      exportPeakMiB,
    }
  } finally {
    await remove()
  }
}

async function measureClip(log: (line: string) => void): Promise<ClipFigures> {
  const html = savedRecipePage()
  const pages = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
  })
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve))
  const pageUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}/recipe`
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-bench-clip-'))
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', CLIP_ALLOW_PRIVATE: 'true' })
  try {
    const { token } = await registerAccount(server, IMPORT_COOK)
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const time = async (send: () => Promise<Response>) => {
      const times: number[] = []
      for (let round = 0; round < CLIP_ROUNDS + 5; round++) {
        const started = performance.now()
        const response = await send()
        if (!response.ok) throw new Error(`clip: ${response.status} ${await response.text()}`)
        await response.arrayBuffer()
        if (round >= 5) times.push(performance.now() - started)
      }
      const { p50, p95 } = percentiles([...times])
      return { p50, p95, max: Math.round(Math.max(...times) * 10) / 10 }
    }
    const body = JSON.stringify({ url: pageUrl, html })
    const post = await time(() => fetch(`${server.url}/api/clip`, { method: 'POST', headers, body }))
    const get = await time(() =>
      fetch(`${server.url}/api/clip?url=${encodeURIComponent(pageUrl)}`, {
        headers: { authorization: headers.authorization },
      }),
    )
    const pageKiB = Math.round(Buffer.byteLength(html) / 1024)
    log(
      `clip: a ${pageKiB} KiB page, POST p50 ${post.p50} ms p95 ${post.p95} ms; GET p50 ${get.p50} ms p95 ${get.p95} ms`,
    )
    return { pageKiB, post, get }
  } finally {
    await server.stop()
    pages.closeAllConnections()
    pages.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

export async function benchImports(log: (line: string) => void): Promise<ImportFigures> {
  const file = await generatePaprikaExport({ count: PAPRIKA_RECIPES })
  log(`generated a ${PAPRIKA_RECIPES}-recipe Paprika file of ${(file.length / 1024 / 1024).toFixed(1)} MB`)
  const engines = [await measureEngine('pglite', file, log), await measureEngine('postgres', file, log)]
  return { engines, clip: await measureClip(log) }
}
