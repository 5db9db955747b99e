/**
 * The soak: the server started as `npm start` starts it, on the embedded database, watched for its
 * resident memory — idle after a first start (a fresh data folder) and after a restart on it, the peak of
 * each start, then `clients` people using it for `minutes` (min and max per window), then idle again, to
 * see whether the memory load took is given back.
 * `SOAK_MINUTES=30 SOAK_CLIENTS=20 npm run bench -w bench -- soak` (those are the defaults: bench/run.ts).
 */
import sharp from 'sharp'
import { scratchEngine } from './support/admin.ts'
import { type MemoryWindow, watchMemory, watchTreePeak } from './support/memory-curve.ts'
import { registerAccount, residentMemoryMiB, type Started, startServer } from './support/processes.ts'
import { createSoakClient, emptyTally, recipeFields, type SoakTally } from './support/soak-client.ts'

const SAMPLE_MS = 2_000
const TREE_SAMPLE_MS = 50
/** How long a started or loaded server is left alone before its idle memory is read. */
const IDLE_MS = 60_000
/** The pause between one person's actions, on average. */
const PAUSE_MS = 250

export interface StartFigures {
  readyMs: number
  /** The most the process held from its start until idle (VmHWM). */
  peakMiB: number
  /** After a minute without requests. */
  idleMiB: number
}

export interface SoakResult {
  minutes: number
  clients: number
  /** How the soak was run: the pause between one person's actions, the idle wait, the samples' spacing. */
  pauseMs: number
  idleSeconds: number
  sampleMs: number
  treeSampleMs: number
  /** withChildrenPeakMiB: with the short-lived process that creates the database (sampled). */
  firstStart: StartFigures & { withChildrenPeakMiB: number }
  restart: StartFigures
  /** The load, window by window. */
  windows: MemoryWindow[]
  /** A minute after the load stopped. */
  afterLoad: { idleMiB: number; peakMiB: number }
  tally: SoakTally
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function idleFigures(server: Started): Promise<StartFigures> {
  await sleep(IDLE_MS)
  const pid = server.child.pid!
  return {
    readyMs: Math.round(server.readyMs),
    peakMiB: residentMemoryMiB(pid, 'peak'),
    idleMiB: residentMemoryMiB(pid),
  }
}

/** A phone photo's size and noise: the work a real upload gives sharp. */
async function makePhoto(): Promise<Uint8Array> {
  const [width, height] = [1600, 1200]
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

function jsonLdFile(recipes: number): Uint8Array {
  const items = Array.from({ length: recipes }, (_, index) => {
    const fields = recipeFields(index)
    return {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: fields.title,
      description: fields.description,
      recipeIngredient: fields.ingredients.split('\n'),
      recipeInstructions: fields.instructions.split('\n'),
      keywords: fields.labels.join(', '),
    }
  })
  return new TextEncoder().encode(JSON.stringify(items))
}

export async function benchSoak(
  log: (line: string) => void,
  options: { minutes: number; clients: number },
): Promise<SoakResult> {
  const { env, remove } = await scratchEngine('pglite', 'soak')
  try {
    let tree: { stop(): number } | undefined
    let server = await startServer(env, (child) => (tree = watchTreePeak(child.pid!, TREE_SAMPLE_MS)))
    log(`soak: first start ready in ${Math.round(server.readyMs)} ms; idle for a minute`)
    const firstStart = { ...(await idleFigures(server)), withChildrenPeakMiB: tree?.stop() ?? 0 }
    log(
      `soak: first start peak ${firstStart.peakMiB} MiB (with the process creating the database ${firstStart.withChildrenPeakMiB} MiB), idle ${firstStart.idleMiB} MiB`,
    )
    await server.stop()

    server = await startServer(env)
    log(`soak: restart ready in ${Math.round(server.readyMs)} ms; idle for a minute`)
    const restart = await idleFigures(server)
    log(`soak: restart peak ${restart.peakMiB} MiB, idle ${restart.idleMiB} MiB`)

    const tally = emptyTally()
    const assets = { photo: await makePhoto(), importFile: jsonLdFile }
    const clients = await Promise.all(
      Array.from({ length: options.clients }, async (_, index) => {
        const account = { email: `soak${index}@rosemary.test`, password: 'benchmark password' }
        const { token } = await registerAccount(server, { name: `Soak Cook ${index}`, ...account })
        return createSoakClient(server.url, { ...account, token }, assets, tally)
      }),
    )
    const windowMs = Math.min(5, options.minutes / 3) * 60_000
    const watch = watchMemory(server.child.pid!, { sampleMs: SAMPLE_MS, windowMs })
    const until = performance.now() + options.minutes * 60_000
    const progress = setInterval(
      () => log(`soak: ${tally.requests} requests, ${residentMemoryMiB(server.child.pid!)} MiB`),
      60_000,
    )
    try {
      await Promise.all(clients.map((client) => client.start()))
      await Promise.all(clients.map((client) => client.run(until, PAUSE_MS)))
    } finally {
      clearInterval(progress)
      for (const client of clients) client.stop()
    }
    const windows = watch.stop()
    log(`soak: ${tally.requests} requests in ${options.minutes} min; idle for a minute`)
    const after = watchMemory(server.child.pid!, { sampleMs: SAMPLE_MS, windowMs: IDLE_MS })
    await sleep(IDLE_MS)
    const [idle] = after.stop()
    await server.stop()
    return {
      ...options,
      pauseMs: PAUSE_MS,
      idleSeconds: IDLE_MS / 1000,
      sampleMs: SAMPLE_MS,
      treeSampleMs: TREE_SAMPLE_MS,
      firstStart,
      restart,
      windows,
      afterLoad: { idleMiB: idle?.endMiB ?? 0, peakMiB: idle?.maxMiB ?? 0 },
      tally,
    }
  } finally {
    await remove()
  }
}
