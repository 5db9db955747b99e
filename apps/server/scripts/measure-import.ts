/**
 * `npm run measure:import [-- <corpus dir>]`: runs the file importers over the development corpus of real
 * export files (its import/ folder) and prints, per file, the format recognised in its content (as the
 * import files drop zone does, never by its name), recipes read, failures with
 * their reasons, recipes missing an essential, and the time; then the overall figures against the recipe
 * counts the corpus README states. Skips cleanly when the corpus is absent: it is not part of the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { ImportFileError } from '../src/formats/imported-recipe.ts'
import { FILE_READERS, recognizeFormat } from '../src/formats/import/readers.ts'
import {
  byFormat,
  checkEssentials,
  describeUnsupported,
  expectedCounts,
  hasAllEssentials,
  missingEssentials,
  summarize,
  type FileResult,
} from './import-corpus.ts'

const repoRoot = resolve(import.meta.dirname, '../../..')
const corpusDir = resolve(process.argv[2] ?? join(repoRoot, '../shared/dev-corpus'))
const importDir = join(corpusDir, 'import')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort()
}

async function measure(path: string, expected: number | undefined): Promise<FileResult> {
  const bytes = new Uint8Array(readFileSync(path))
  const importer = recognizeFormat(bytes)
  const result: FileResult = { path, importer, recipes: 0, complete: 0, failures: [], expected, ms: 0 }
  if (!importer) return result
  const started = performance.now()
  const incomplete: string[] = []
  try {
    const opened = await FILE_READERS[importer].open(bytes)
    for await (const item of opened.items()) {
      if ('failure' in item) {
        result.failures.push(item.failure)
        continue
      }
      // A list of web addresses holds no recipes until its pages are clipped: nothing to measure here.
      if ('address' in item) continue
      result.recipes++
      const essentials = checkEssentials(item.recipe)
      if (hasAllEssentials(essentials)) result.complete++
      else incomplete.push(`${item.recipe.title} (no ${missingEssentials(essentials).join(', no ')})`)
    }
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error
    result.refused = error.message
  }
  result.ms = performance.now() - started
  printFile(result, incomplete)
  return result
}

function printFile(result: FileResult, incomplete: string[]): void {
  const name = relative(importDir, result.path)
  const counts = `${result.recipes}/${result.expected ?? '?'} recipes`
  const outcome = result.refused ? `REFUSED: ${result.refused}` : `${counts}, ${result.complete} complete`
  console.log(`${result.importer ?? ''}\t${name}\t${outcome}\t${result.ms.toFixed(0)} ms`)
  for (const failure of result.failures) console.log(`    failure: ${failure.title}: ${failure.reason}`)
  for (const recipe of incomplete) console.log(`    incomplete: ${recipe}`)
}

if (!existsSync(importDir)) {
  console.log(`No import corpus at ${importDir}; skipping (it is not part of the repository).`)
  process.exit(0)
}

const readmePath = join(corpusDir, 'README.md')
const counts = existsSync(readmePath)
  ? expectedCounts(readFileSync(readmePath, 'utf8'))
  : new Map<string, number>()
const results: FileResult[] = []
for (const path of filesUnder(importDir)) {
  results.push(await measure(path, counts.get(relative(corpusDir, path).split('\\').join('/'))))
}
console.log('\nunsupported, by format:')
for (const line of describeUnsupported(results, (path) => relative(importDir, path)))
  console.log(`    ${line}`)
console.log('\nby format:')
for (const line of byFormat(results)) console.log(`    ${line}`)
console.log('\n' + summarize(results).join('\n'))
