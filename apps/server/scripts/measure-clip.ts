/**
 * `npm run measure:clip [-- <corpus dir>] [--details]`: runs the clipper over the development corpus of
 * saved recipe pages and reports, per page and overall, how the title, ingredients and steps compare
 * with what a person reads on the page, which source each page was read from, and how long it took. The
 * pages held out of tuning (clip-corpus.ts splits them off) count in the totals only.
 * Skips cleanly when the corpus is absent, since it is not part of the repository.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DEFAULT_CORPUS_DIR, readCorpus } from './clip-corpus.ts'
import { isStrictPage, describeMiss, measurePages, pageLine, summarize } from './clip-results.ts'

const args = process.argv.slice(2)
const details = args.includes('--details')
const corpusDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? DEFAULT_CORPUS_DIR)
const clipDir = join(corpusDir, 'clip')

if (!existsSync(clipDir)) {
  console.log(`No clip corpus at ${clipDir}; nothing to measure.`)
} else {
  const results = measurePages(readCorpus(clipDir))
  // The held-out pages are scored in the totals only: what goes wrong on them is never shown.
  const lookedAt = results.filter((result) => result.part === 'looked-at')
  for (const result of lookedAt) {
    console.log(pageLine(result))
    if (details) for (const note of result.notes) console.log(note)
  }
  console.log('')
  for (const line of summarize(results)) console.log(line)
  const missed = lookedAt.filter((result) => !isStrictPage(result))
  console.log(`missed (strict): ${missed.length === 0 ? 'none' : missed.map(describeMiss).join('; ')}`)
}
