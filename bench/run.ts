/**
 * `npm run bench`: measures every part and writes docs/benchmarks.md.
 * `npm run bench -w bench -- server clip` (parts: server, recipes, queue, scroll, soak, imports, moving, clip, corpus,
 * web, firstload, offline-book, messages, planning, limits, several) runs only those parts. Each part's figures are kept
 * with its run in docs/benchmarks/PART.json (support/kept-figures.ts) and the whole report is rendered again
 * from them: the sections of parts not run keep the figures, and the name, of the run that measured them. The soak runs SOAK_CLIENTS people (20) for SOAK_MINUTES (30), plus about four minutes of
 * starts and idle waits.
 */
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { benchClip } from './clip.bench.ts'
import { benchCorpus } from './corpus.bench.ts'
import { benchFirstLoad } from './firstload.bench.ts'
import { benchImports } from './imports.bench.ts'
import { benchLimits } from './limits.bench.ts'
import { benchMessages } from './messages.bench.ts'
import { benchMoving } from './moving.bench.ts'
import { benchPlanning } from './planning.bench.ts'
import { benchQueue } from './queue.bench.ts'
import { benchRecipes } from './recipes.bench.ts'
import { type AllFigures, PART_NAMES, renderReport } from './report.ts'
import { benchOfflineBook } from './offline-book.bench.ts'
import { benchScroll } from './scroll.bench.ts'
import type { NotMeasured, ReportContext } from './sections/section.ts'
import { benchServer } from './server.bench.ts'
import { benchSeveral } from './several.bench.ts'
import { benchSoak } from './soak.bench.ts'
import { postgresVersion } from './support/admin.ts'
import { currentCommit, keepPart, readKept } from './support/kept-figures.ts'
import { benchWeb } from './web.bench.ts'

type Log = (line: string) => void

/** A positive number (`whole`: a whole one) from the environment, or `fallback` when it is not set. */
function positiveFromEnv(name: string, fallback: number, whole = false): number {
  const text = process.env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!(value > 0) || (whole && !Number.isInteger(value))) {
    console.error(`${name} must be a positive ${whole ? 'whole ' : ''}number, not ${JSON.stringify(text)}.`)
    process.exit(1)
  }
  return value
}

const soak = {
  minutes: positiveFromEnv('SOAK_MINUTES', 30),
  clients: positiveFromEnv('SOAK_CLIENTS', 20, true),
}
type Parts = { [Part in keyof AllFigures]?: (log: Log) => Promise<AllFigures[Part] | NotMeasured> }

/** The parts `npm run bench` runs, in this order. */
const PARTS = {
  server: benchServer,
  recipes: benchRecipes,
  queue: benchQueue,
  scroll: benchScroll,
  soak: (log: Log) => benchSoak(log, soak),
  imports: benchImports,
  moving: benchMoving,
  clip: benchClip,
  corpus: benchCorpus,
  web: benchWeb,
  firstload: benchFirstLoad,
  'offline-book': benchOfflineBook,
  messages: benchMessages,
  planning: benchPlanning,
  limits: benchLimits,
  several: benchSeveral,
} satisfies Parts
type PartName = keyof typeof PARTS

const log: Log = (line) => console.log(`[bench] ${line}`)

async function machine(): Promise<string> {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  const postgres = (await postgresVersion()) ?? 'not reachable'
  return `${cpu}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, PostgreSQL ${postgres}`
}

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const KEPT = fileURLToPath(new URL('../docs/benchmarks', import.meta.url))
const REPORT = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url))
const loadNow = () => Math.round(os.loadavg()[0]! * 100) / 100

const chosen = process.argv.slice(2)
const isPart = (name: string): name is PartName => Object.hasOwn(PARTS, name)
const unknown = chosen.filter((name) => !isPart(name))
if (unknown.length > 0) {
  console.error(`No such part: ${unknown.join(', ')}. Parts: ${Object.keys(PARTS).join(', ')}.`)
  process.exit(1)
}
const command = `npm run bench${chosen.length > 0 ? ` -w bench -- ${chosen.join(' ')}` : ''}`
const run = { machine: await machine(), cores: os.cpus().length, commit: currentCommit(ROOT), command }
const before = await readKept(KEPT, PART_NAMES, log)
for (const part of chosen.length > 0 ? chosen.filter(isPart) : (Object.keys(PARTS) as PartName[])) {
  const started = new Date()
  const start = loadNow()
  const figures: AllFigures[PartName] | NotMeasured = await PARTS[part](log)
  const context: ReportContext = { ...run, date: started, loadAverage: { start, end: loadNow() } }
  await keepPart(KEPT, part, { run: context, figures }, before[part] !== undefined, log)
}
const report = renderReport(await readKept(KEPT, PART_NAMES, log), new Date())
await writeFile(REPORT, report)
console.log(`\n${report}`)
log(`written to ${REPORT}`)
