/**
 * Web figures: the JavaScript and CSS a phone downloads before the welcome page paints (gzip sizes of the
 * files the browser requested before the heading entered the page), and Lighthouse's mobile performance
 * score (median of several runs: this machine's CPU is shared and noisy).
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts'
import { startServer } from './support/processes.ts'

const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url))
const LIGHTHOUSE = 'lighthouse@13.5.0'
const LIGHTHOUSE_RUNS = 5

export interface FirstLoad {
  renderedAtMs: number
  javascriptGzipBytes: number
  cssGzipBytes: number
  files: { path: string; gzipBytes: number }[]
}

export interface LighthouseRun {
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  benchmarkIndex: number
}

export interface WebFigures {
  firstLoad: FirstLoad
  lighthouse: LighthouseRun[]
  compressedEncoding: string | null
  assetCacheControl: string | null
}

async function gzipSize(urlPath: string): Promise<number> {
  return gzipSync(await readFile(path.join(DIST, urlPath)), { level: 9 }).length
}

async function measureFirstLoad(url: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('h2')) {
          ;(window as unknown as { renderedAt: number }).renderedAt = performance.now()
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(url)
    await page.waitForFunction(() => (window as unknown as { renderedAt?: number }).renderedAt !== undefined)
    const { renderedAt, resources } = await page.evaluate(() => ({
      renderedAt: (window as unknown as { renderedAt: number }).renderedAt,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }))
    const before = resources.filter(
      (resource) => resource.start < renderedAt && /\.(js|css)$/.test(resource.path),
    )
    const files = await Promise.all(
      before.map(async (file) => ({ path: file.path, gzipBytes: await gzipSize(file.path) })),
    )
    const total = (extension: string) =>
      files.filter((file) => file.path.endsWith(extension)).reduce((sum, file) => sum + file.gzipBytes, 0)
    return {
      renderedAtMs: Math.round(renderedAt),
      javascriptGzipBytes: total('.js'),
      cssGzipBytes: total('.css'),
      files,
    }
  } finally {
    await browser.close()
  }
}

async function runLighthouse(url: string, outputDir: string, run: number): Promise<LighthouseRun> {
  const output = path.join(outputDir, `lighthouse-${run}.json`)
  await promisify(execFile)(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--form-factor=mobile',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  )
  const report = JSON.parse(await readFile(output, 'utf8')) as {
    categories: { performance: { score: number } }
    audits: Record<string, { numericValue: number }>
    environment: { benchmarkIndex: number }
  }
  const metric = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN)
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  }
}

export async function benchWeb(log: (line: string) => void): Promise<WebFigures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rosemary-bench-web-'))
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
  try {
    const firstLoad = await measureFirstLoad(`${server.url}/`)
    log(
      `first load: ${firstLoad.javascriptGzipBytes} B of gzip JavaScript and ${firstLoad.cssGzipBytes} B of CSS before the welcome page painted`,
    )
    const lighthouse: LighthouseRun[] = []
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
      // Lighthouse now and then fails to record its trace (NO_NAVSTART); a run is tried once more before
      // the whole benchmark gives up on it.
      const result = await runLighthouse(`${server.url}/`, dataDir, run).catch((error: unknown) => {
        log(`lighthouse ${run}/${LIGHTHOUSE_RUNS} failed, trying once more: ${String(error).split('\n')[0]}`)
        return runLighthouse(`${server.url}/`, dataDir, run)
      })
      lighthouse.push(result)
      log(
        `lighthouse ${run}/${LIGHTHOUSE_RUNS}: score ${result.score}, FCP ${result.fcpMs} ms, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms`,
      )
    }
    const docs = await fetch(`${server.url}/api/docs/json`, { headers: { 'accept-encoding': 'br, gzip' } })
    const script = firstLoad.files.find((file) => file.path.startsWith('/assets/'))
    const asset = script ? await fetch(`${server.url}${script.path}`) : null
    return {
      firstLoad,
      lighthouse,
      compressedEncoding: docs.headers.get('content-encoding'),
      assetCacheControl: asset?.headers.get('cache-control') ?? null,
    }
  } finally {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
