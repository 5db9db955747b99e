/**
 * `npm run bench`: measures the server, the recipe book and the web app and writes docs/benchmarks.md.
 * `npm run bench -w bench -- server` (or `recipes`, `scroll`, `imports`, `corpus`, `web`) runs one part and only prints it.
 */
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { benchCorpus } from './corpus.bench.ts'
import { benchImports } from './imports.bench.ts'
import { benchRecipes } from './recipes.bench.ts'
import { renderReport } from './report.ts'
import { benchScroll } from './scroll.bench.ts'
import { benchServer } from './server.bench.ts'
import { benchWeb } from './web.bench.ts'

const log = (line: string) => console.log(`[bench] ${line}`)
const only = process.argv[2]
const started = new Date()
if (only === 'server') {
  await benchServer(log)
} else if (only === 'recipes') {
  await benchRecipes(log)
  await benchScroll(log)
} else if (only === 'scroll') {
  await benchScroll(log)
} else if (only === 'imports') {
  await benchImports(log)
} else if (only === 'corpus') {
  await benchCorpus(log)
} else if (only === 'web') {
  await benchWeb(log)
} else {
  const server = await benchServer(log)
  const recipes = { server: await benchRecipes(log), scroll: await benchScroll(log) }
  const imports = await benchImports(log)
  const corpus = await benchCorpus(log)
  const web = await benchWeb(log)
  const report = renderReport({ server, recipes, imports, corpus, web }, started)
  const target = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url))
  await writeFile(target, report)
  console.log(`\n${report}`)
  log(`written to ${target}`)
}
