/**
 * Moving in from anywhere (issue 23): a generated MealMaster file of 10,000 recipes through import files
 * on each database, with the server's memory before and at its most; and recognising a 100 MB zip, which
 * must read its head and directory only, never unpack it.
 */
import { strToU8, zipSync } from 'fflate'
import { randomBytes } from 'node:crypto'
import { recognizeFormat } from '../apps/server/src/formats/import/readers.ts'
import {
  mealMasterRecipe,
  sampleRecipe,
} from '../apps/server/src/formats/import/test-support/mealmaster-files.ts'
import { paprikaRecipeFile } from '../apps/server/src/formats/import/test-support/paprika-files.ts'
import { scratchEngine } from './support/admin.ts'
import { registerAccount, resetPeakMemory, residentMemoryMiB, startServer } from './support/processes.ts'

const MEALMASTER_RECIPES = 10_000
const ZIP_MEGABYTES = 100
const RECOGNITION_ROUNDS = 5

export interface MovingEngineFigures {
  database: 'pglite' | 'postgres'
  /** From the start of the upload to the job's end. */
  seconds: number
  imported: number
  beforeMiB: number
  peakMiB: number
  /**
   * The server's memory when a quarter, half, three quarters and all of the recipes were stored: flat
   * when it does not grow with the recipes read.
   */
  quartersMiB: number[]
}

export interface MovingFigures {
  mealMaster: { recipes: number; bytes: number; engines: MovingEngineFigures[] }
  recognition: {
    bytes: number
    entries: number
    format: string | null
    rounds: number
    medianMs: number
    maxMs: number
  }
}

function mealMasterFile(): Uint8Array {
  const parts: string[] = []
  for (let index = 0; index < MEALMASTER_RECIPES; index++) parts.push(mealMasterRecipe(sampleRecipe(index)))
  return strToU8(parts.join('\r\n'))
}

/** A Paprika export of about 100 MB: recipes with photos that do not compress (random bytes). */
function largeZip(): { zip: Uint8Array; entries: number } {
  const entries: Record<string, Uint8Array> = {}
  const photoBytes = 512 * 1024
  const count = Math.ceil((ZIP_MEGABYTES * 1024 * 1024) / photoBytes)
  for (let index = 0; index < count; index++) {
    const photo = randomBytes(photoBytes).toString('base64')
    entries[`Recipe ${index}.paprikarecipe`] = paprikaRecipeFile({
      name: `Recipe ${index}`,
      photo_data: photo,
    })
  }
  return { zip: zipSync(entries, { level: 0 }), entries: count }
}

/** The memory sampled at each look at the job, with how far it had come. */
interface Sample {
  imported: number
  residentMiB: number
}

/** The first sample at or past each quarter of the recipes. */
function quarters(samples: readonly Sample[], total: number): number[] {
  return [0.25, 0.5, 0.75, 1].map(
    (share) => samples.find((sample) => sample.imported >= share * total)?.residentMiB ?? 0,
  )
}

async function importFile(url: string, token: string, file: Uint8Array, pid: number) {
  const headers = { authorization: `Bearer ${token}` }
  const started = performance.now()
  const form = new FormData()
  form.append('files', new Blob([new Uint8Array(file)]), 'generated.mmf')
  const response = await fetch(`${url}/api/data/import/files`, { method: 'POST', headers, body: form })
  if (response.status !== 202) throw new Error(`import: ${response.status} ${await response.text()}`)
  const { jobId } = (await response.json()) as { jobId: string }
  const samples: Sample[] = []
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const job = (await (await fetch(`${url}/api/jobs/${jobId}`, { headers })).json()) as {
      status: string
      imported: number
      reason: string | null
    }
    if (job.status === 'failed') throw new Error(`import failed: ${job.reason}`)
    samples.push({ imported: job.imported, residentMiB: residentMemoryMiB(pid) })
    if (job.status === 'done')
      return {
        seconds: (performance.now() - started) / 1000,
        imported: job.imported,
        quartersMiB: quarters(samples, job.imported),
      }
  }
}

async function measureEngine(
  database: 'pglite' | 'postgres',
  file: Uint8Array,
  log: (line: string) => void,
): Promise<MovingEngineFigures> {
  const { env, remove } = await scratchEngine(database, 'moving')
  try {
    const server = await startServer(env)
    try {
      const { token } = await registerAccount(server, { name: 'Moving Cook', email: 'moving@rosemary.test' })
      const pid = server.child.pid!
      const beforeMiB = residentMemoryMiB(pid)
      resetPeakMemory(pid)
      const { seconds, imported, quartersMiB } = await importFile(server.url, token, file, pid)
      const peakMiB = residentMemoryMiB(pid, 'peak')
      log(
        `${database}: ${imported} MealMaster recipes imported in ${seconds.toFixed(1)} s, memory ${beforeMiB} → peak ${peakMiB} MiB, by quarter ${quartersMiB.join(' → ')} MiB`,
      )
      return { database, seconds: Math.round(seconds * 10) / 10, imported, beforeMiB, peakMiB, quartersMiB }
    } finally {
      await server.stop()
    }
  } finally {
    await remove()
  }
}

function measureRecognition(log: (line: string) => void): MovingFigures['recognition'] {
  const { zip, entries } = largeZip()
  const times: number[] = []
  let format: string | null = null
  for (let round = 0; round < RECOGNITION_ROUNDS; round++) {
    const started = performance.now()
    format = recognizeFormat(zip)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const medianMs = Math.round(times[Math.floor(times.length / 2)]! * 10) / 10
  const maxMs = Math.round(times[times.length - 1]! * 10) / 10
  log(
    `recognised a ${(zip.length / 1024 / 1024).toFixed(0)} MB zip of ${entries} entries as ${format}: ${medianMs} ms`,
  )
  return { bytes: zip.length, entries, format, rounds: RECOGNITION_ROUNDS, medianMs, maxMs }
}

export async function benchMoving(log: (line: string) => void): Promise<MovingFigures> {
  const file = mealMasterFile()
  log(
    `generated a ${MEALMASTER_RECIPES}-recipe MealMaster file of ${(file.length / 1024 / 1024).toFixed(1)} MB`,
  )
  const engines = [await measureEngine('pglite', file, log), await measureEngine('postgres', file, log)]
  return {
    mealMaster: { recipes: MEALMASTER_RECIPES, bytes: file.length, engines },
    recognition: measureRecognition(log),
  }
}
