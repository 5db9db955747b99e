/**
 * The development corpus (../shared/dev-corpus, outside the repository): runs `measure:clip` and
 * `measure:import` and keeps their overall rates for the report. Absent corpus: their skip message.
 */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)

export interface CorpusFigures {
  clip: string[]
  import: string[]
}

async function summary(script: string, firstLine: RegExp): Promise<string[]> {
  const path = fileURLToPath(new URL(`../apps/server/scripts/${script}`, import.meta.url))
  const { stdout } = await run(process.execPath, [path], { maxBuffer: 16 * 1024 * 1024 })
  const lines = stdout.trimEnd().split('\n')
  const start = lines.findIndex((line) => firstLine.test(line))
  return start >= 0 ? lines.slice(start) : lines.slice(-3)
}

export async function benchCorpus(log: (line: string) => void): Promise<CorpusFigures> {
  const clip = await summary('measure-clip.ts', /^\d+ pages$/)
  for (const line of clip) log(`clip corpus: ${line}`)
  const imports = await summary('measure-import.ts', /^files with an importer/)
  for (const line of imports) log(`import corpus: ${line}`)
  return { clip, import: imports }
}
