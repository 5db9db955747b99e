/**
 * Import and export figures on PGlite and PostgreSQL: a generated 1,000-recipe Paprika file with a
 * photo in every recipe, imported through the API until its job is done; the JSON-LD export of a
 * 10,000-recipe library and the memory it takes.
 */
import { openDatabase } from '../apps/server/src/db/client.ts'
import { generatePaprikaExport } from '../apps/server/src/formats/import/test-support/paprika-generator.ts'
import { scratchEngine } from './support/admin.ts'
import {
  registerAccount,
  resetPeakMemory,
  residentMemoryMiB,
  type Started,
  startServer,
} from './support/processes.ts'
import { seedLabels, seedRecipes } from './support/seed.ts'

const IMPORT_COOK = { name: 'Import Cook', email: 'import@rosemary.test' }
const PAPRIKA_RECIPES = 1000
const EXPORT_LIBRARY = 10_000

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

export interface ImportFigures {
  paprikaRecipes: number
  exportLibrary: number
  engines: ImportEngineFigures[]
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

export async function benchImports(log: (line: string) => void): Promise<ImportFigures> {
  const file = await generatePaprikaExport({ count: PAPRIKA_RECIPES })
  log(`generated a ${PAPRIKA_RECIPES}-recipe Paprika file of ${(file.length / 1024 / 1024).toFixed(1)} MB`)
  const engines = [await measureEngine('pglite', file, log), await measureEngine('postgres', file, log)]
  return { paprikaRecipes: PAPRIKA_RECIPES, exportLibrary: EXPORT_LIBRARY, engines }
}
