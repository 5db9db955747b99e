/**
 * `npm run measure:bookmarklet [-- <corpus dir>]`: the clip corpus through the bookmarklet's path. Each saved
 * page is opened in Debian's Chromium with its own scripts running, read as the bookmarklet reads it, and
 * clipped and scored with the rule and split of `measure:clip`, beside the saved page's own result. The pages
 * looked at whose clip differs are named; the held-out ones are counted only.
 * Skips cleanly without the corpus (not part of the repository) or without Chromium.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DEFAULT_CORPUS_DIR, readCorpus } from '../apps/server/scripts/clip-corpus.ts'
import { measurePages, ruleLines } from '../apps/server/scripts/clip-results.ts'
import { CHROMIUM_PATH } from '../e2e/support/chromium.ts'
import { differingLookedAt, summarizeRendered } from './support/bookmarklet-results.ts'
import { renderCorpus } from './support/rendered-corpus.ts'

const corpusDir = resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? DEFAULT_CORPUS_DIR)
const clipDir = join(corpusDir, 'clip')

if (!existsSync(clipDir)) console.log(`No clip corpus at ${clipDir}; nothing to measure.`)
else if (!existsSync(CHROMIUM_PATH)) console.log(`No Chromium at ${CHROMIUM_PATH}; nothing to measure.`)
else {
  const pages = readCorpus(clipDir)
  const saved = measurePages(pages)
  const { results, seconds } = await renderCorpus(pages, saved, (line) => console.log(line))
  const differing = differingLookedAt(results)
  console.log(`pages looked at whose clip differs as rendered: ${differing.length === 0 ? 'none' : ''}`)
  for (const line of differing) console.log(`  ${line}`)
  console.log('')
  for (const line of summarizeRendered(results, seconds)) console.log(line)
  console.log('')
  console.log('as saved (measure:clip):')
  for (const line of ruleLines(saved)) console.log(line)
}
