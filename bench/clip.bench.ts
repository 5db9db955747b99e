/**
 * Clip figures: POST and GET /api/clip over every real saved page of the development corpus (outside the
 * repository; when it is absent the part says so and measures no stand-in), then the worst case, deeply
 * nested pages, timing the clip and GET /api/health while it runs.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { DEFAULT_CORPUS_DIR, readCorpus } from '../apps/server/scripts/clip-corpus.ts'
import { probeHealth, type ProbeFigures } from './support/health-probe.ts'
import { percentiles } from './support/load.ts'
import { corpusDirName } from './corpus.bench.ts'
import { type NotMeasured, notMeasured } from './sections/section.ts'
import { nestedPage } from './support/nested-page.ts'
import { registerAccount, type Started, startServer } from './support/processes.ts'

const ROUNDS = 5
const WARM_UP_ROUNDS = 1
const NESTED_DEPTHS = [40_000, 200_000]
/** A nested page that has not answered by then is given up (the issue measured over 12 minutes). */
const NESTED_BUDGET_S = 60
const PROBE_EVERY_MS = 50
const DRAIN_MS = 5000
const CLIP_COOK = { name: 'Clip Cook', email: 'clip@rosemary.test' }

export interface Timing {
  p50: number
  p95: number
  max: number
}

export interface ClipPageFigures {
  site: string
  bytes: number
  post: Timing
  get: Timing
  /** Answers other than 200 (a page without a recipe is a 400), by method. */
  refused: { post: number[]; get: number[] }
}

export interface CorpusClipFigures {
  /** Relative to the repository. */
  dir: string
  rounds: number
  warmUpRounds: number
  pages: ClipPageFigures[]
  /** Every request of every page together. */
  post: Timing
  get: Timing
}

export interface NestedClipFigures {
  depth: number
  bytes: number
  budgetSeconds: number
  probeEveryMs: number
  /** How long probes in flight may still answer once the clip has. */
  drainMs: number
  /** The clip's status, or null when it had not answered within the budget (or the server died). */
  status: number | null
  ms: number
  health: ProbeFigures
}

export interface ClipFigures {
  corpus: CorpusClipFigures | NotMeasured
  nested: NestedClipFigures[]
}

function timing(times: number[]): Timing {
  const { p50, p95 } = percentiles([...times])
  return { p50, p95, max: Math.round(Math.max(...times) * 10) / 10 }
}

async function timed(send: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now()
  const response = await send()
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

/** A server on a fresh data folder that may fetch loopback pages, with a signed-in cook. */
async function startClipServer(): Promise<{ server: Started; token: string; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-bench-clip-'))
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', CLIP_ALLOW_PRIVATE: 'true' })
  const { token } = await registerAccount(server, CLIP_COOK)
  return {
    server,
    token,
    remove: async () => {
      await server.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

async function measureCorpus(log: (line: string) => void): Promise<ClipFigures['corpus']> {
  const clipDir = path.join(DEFAULT_CORPUS_DIR, 'clip')
  if (!existsSync(clipDir)) {
    log(`clip: no corpus at ${clipDir}, the saved pages are not measured`)
    return notMeasured(`there is no development corpus at ${corpusDirName(clipDir)}`)
  }
  const pages = readCorpus(clipDir)
  const bySite = new Map(pages.map((page) => [page.site, page.html]))
  const pageServer = createServer((request, response) => {
    const html = bySite.get(decodeURIComponent(request.url?.slice(1) ?? ''))
    response.writeHead(html === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html ?? '')
  })
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve))
  const pagesUrl = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`
  const { server, token, remove } = await startClipServer()
  try {
    const authorization = `Bearer ${token}`
    const post = (page: (typeof pages)[0]) => () =>
      fetch(`${server.url}/api/clip`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ url: page.pageUrl, html: page.html }),
      })
    const get = (page: (typeof pages)[0]) => () =>
      fetch(`${server.url}/api/clip?url=${encodeURIComponent(`${pagesUrl}/${page.site}`)}`, {
        headers: { authorization },
      })
    const samples = pages.map(() => ({
      post: [] as number[],
      get: [] as number[],
      refused: { post: [] as number[], get: [] as number[] },
    }))
    // Round after round over all pages, so that the machine's noise spreads over every page alike.
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
      for (const [index, page] of pages.entries()) {
        const sample = samples[index]!
        for (const method of ['post', 'get'] as const) {
          const { ms, status } = await timed(method === 'post' ? post(page) : get(page))
          if (round < WARM_UP_ROUNDS) continue
          sample[method].push(ms)
          if (status !== 200 && !sample.refused[method].includes(status)) sample.refused[method].push(status)
        }
      }
    }
    const figures: CorpusClipFigures = {
      dir: corpusDirName(DEFAULT_CORPUS_DIR),
      rounds: ROUNDS,
      warmUpRounds: WARM_UP_ROUNDS,
      pages: pages.map((page, index) => ({
        site: page.site,
        bytes: Buffer.byteLength(page.html),
        post: timing(samples[index]!.post),
        get: timing(samples[index]!.get),
        refused: samples[index]!.refused,
      })),
      post: timing(samples.flatMap((sample) => sample.post)),
      get: timing(samples.flatMap((sample) => sample.get)),
    }
    log(
      `clip: ${pages.length} corpus pages, POST p50 ${figures.post.p50} ms p95 ${figures.post.p95} ms; GET p50 ${figures.get.p50} ms p95 ${figures.get.p95} ms`,
    )
    return figures
  } finally {
    await remove()
    pageServer.closeAllConnections()
    pageServer.close()
  }
}

async function measureNested(depth: number, log: (line: string) => void): Promise<NestedClipFigures> {
  const html = nestedPage(depth)
  const { server, token, remove } = await startClipServer()
  try {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const clip = (page: string, signal?: AbortSignal) =>
      fetch(`${server.url}/api/clip`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ url: 'https://deep.example/soup', html: page }),
        signal,
      })
    // The extractor loads with the first clip; that is not the nested page's cost.
    await (await clip(nestedPage(10))).arrayBuffer()
    const probes = probeHealth(server.url, PROBE_EVERY_MS)
    const started = performance.now()
    const status = await clip(html, AbortSignal.timeout(NESTED_BUDGET_S * 1000)).then(
      async (response) => {
        await response.arrayBuffer()
        return response.status
      },
      () => null,
    )
    const ms = Math.round(performance.now() - started)
    // A server that answered is free again: the probes it kept waiting get their answers.
    const health = await probes.stop(status === null ? 0 : DRAIN_MS)
    log(
      `clip: ${depth} nested divs: ${status ?? `no answer after ${ms} ms`}${status ? ` in ${ms} ms` : ''}; health p50 ${health.p50} ms p99 ${health.p99} ms over ${health.probes} probes`,
    )
    return {
      depth,
      bytes: Buffer.byteLength(html),
      budgetSeconds: NESTED_BUDGET_S,
      probeEveryMs: PROBE_EVERY_MS,
      drainMs: DRAIN_MS,
      status,
      ms,
      health,
    }
  } finally {
    // A server still stuck in the page is killed (see stopProcess).
    await remove()
  }
}

export async function benchClip(log: (line: string) => void): Promise<ClipFigures> {
  const corpus = await measureCorpus(log)
  const nested: NestedClipFigures[] = []
  for (const depth of NESTED_DEPTHS) nested.push(await measureNested(depth, log))
  return { corpus, nested }
}
