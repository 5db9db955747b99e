/**
 * What each part last measured, kept with its run in docs/benchmarks/PART.json, so docs/benchmarks.md is
 * always rendered by the benchmark code from figures a run wrote: a run of some parts renders every section,
 * the others from the runs that measured them, each section naming its run.
 */
import { execFileSync } from 'node:child_process'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isNotMeasured, type Kept, type ReportContext } from '../sections/section.ts'

/** Each part's kept figures by its name (report.ts's KeptFigures names each part's kind). */
export type KeptParts = Partial<Record<string, Kept<unknown>>>

interface KeptFile {
  part: string
  run: Omit<ReportContext, 'date'> & { date: string }
  figures: unknown
}

/** The commit the working tree is at, saying so when it has uncommitted changes. */
export function currentCommit(root: string): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
  try {
    const commit = git('rev-parse', '--short', 'HEAD')
    return git('status', '--porcelain', '--untracked-files=no') === ''
      ? commit
      : `${commit} plus uncommitted changes`
  } catch {
    return 'unknown (not a git checkout)'
  }
}

/** Every part's kept figures in `folder`; a file that is not one (damaged, another shape) is reported and skipped. */
export async function readKept(
  folder: string,
  parts: readonly string[],
  warn: (line: string) => void,
): Promise<KeptParts> {
  const kept: Record<string, Kept<unknown>> = {}
  const names = await readdir(folder).catch(() => [] as string[])
  for (const name of names.filter((file) => file.endsWith('.json'))) {
    const part = name.slice(0, -'.json'.length)
    if (!parts.includes(part)) {
      warn(`${name}: no part of that name; left out`)
      continue
    }
    try {
      const file = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as KeptFile
      const date = new Date(file.run.date)
      if (file.part !== part || Number.isNaN(date.getTime()) || typeof file.figures !== 'object')
        throw new Error('not the figures of this part')
      kept[part] = { run: { ...file.run, date }, figures: file.figures }
    } catch (error) {
      warn(`${name}: ${(error as Error).message}; left out`)
    }
  }
  return kept
}

/**
 * Keeps what a part measured. A part that could not measure this time (no corpus, say) leaves the figures
 * of its last run in place, and says so; with none kept, its reason is kept.
 */
export async function keepPart(
  folder: string,
  part: string,
  entry: Kept<unknown>,
  hadFigures: boolean,
  log: (line: string) => void,
): Promise<boolean> {
  if (isNotMeasured(entry.figures) && hadFigures) {
    log(`${part}: not measured (${entry.figures.notMeasured}); the figures of its last run stay`)
    return false
  }
  const file: KeptFile = {
    part,
    run: { ...entry.run, date: entry.run.date.toISOString() },
    figures: entry.figures,
  }
  await mkdir(folder, { recursive: true })
  const target = path.join(folder, `${part}.json`)
  // Written aside and renamed: a run stopped while writing leaves the last figures whole.
  await writeFile(`${target}.partial`, `${JSON.stringify(file, null, 2)}\n`)
  await rename(`${target}.partial`, target)
  return true
}
